import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.AFILIA_API_URL ?? 'http://127.0.0.1:3000';
// Anchored patterns: a bare '/r' prefix would also swallow '/register' and '/reset-password'.
const proxied = ['^/trpc(/|$)', '^/api/', '^/files/', '^/r/', '^/dev(/|$)', '^/healthz$', '^/readyz$'];
const proxy = Object.fromEntries(
  proxied.map((pattern) => [pattern, { target: API_TARGET, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Also split pending components, so a layout's loading skeleton does not pull its module into the entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
});
