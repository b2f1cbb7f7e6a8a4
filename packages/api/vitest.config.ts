import { defineConfig } from 'vitest/config';

// Generous hook timeout: an embedded PGlite starts slowly when turbo runs every package's tests at once.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], hookTimeout: 120_000, testTimeout: 30_000 },
});
