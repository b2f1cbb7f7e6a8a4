import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Files that replace a module with vi.mock need a fresh module graph; every other file shares its worker's
// modules (each builds its own app on its own database), which spares re-importing the app for each file.
const needsIsolation = ['test/security/hash-after-checks.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The suite waits on the database as much as on the CPU: one worker per core, at least two.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: 'server', include: ['test/**/*.test.ts'], exclude: needsIsolation, isolate: false },
      },
      { extends: true, test: { name: 'server-isolated', include: needsIsolation, isolate: true } },
    ],
  },
});
