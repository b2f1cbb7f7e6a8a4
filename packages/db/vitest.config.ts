import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Generous hook timeout: an embedded PGlite starts slowly when turbo runs every package's tests at once.
// The tests wait on the database as much as on the CPU: one worker per core, at least two.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    hookTimeout: 120_000,
    testTimeout: 30_000,
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
