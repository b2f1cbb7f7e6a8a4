import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // No file replaces a module (vi.mock), so the files share their worker's modules: re-importing React,
    // the router and the locales for each of the 60-odd files took five times the tests' own time. A test
    // that changes global state (fake timers) restores it after itself.
    isolate: false,
  },
});
