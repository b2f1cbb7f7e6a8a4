import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Files that replace a module with vi.mock need a fresh module graph; every other file shares its worker's
// modules, which spares re-importing the services for each file (the run's CPU time falls by about 40%).
const needsIsolation = [
  'src/services/affiliations/create-affiliate-link.test.ts',
  'src/integrations/secrets/encryption-key.test.ts',
];

// Generous hook timeout: an embedded PGlite starts slowly when turbo runs every package's tests at once.
export default defineConfig({
  test: {
    hookTimeout: 120_000,
    testTimeout: 30_000,
    // The tests wait on the database as much as on the CPU: one worker per core, at least two.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: 'api', include: ['src/**/*.test.ts'], exclude: needsIsolation, isolate: false },
      },
      { extends: true, test: { name: 'api-isolated', include: needsIsolation, isolate: true } },
    ],
  },
});
