import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure schemas and rules, no module replaced (vi.mock): the files share their worker's modules instead
    // of re-importing zod and the schemas for each one.
    isolate: false,
  },
});
