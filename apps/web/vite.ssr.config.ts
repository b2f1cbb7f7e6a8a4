import { defineConfig, type UserConfig } from 'vite';
import browserConfig from './vite.config';

/**
 * The server-side build (src/ssr/entry-server.tsx → dist-ssr/entry-server.js): the browser build's plugins
 * and aliases, so that routes are split the same way and the server renders the very tree the browser
 * hydrates. Every dependency is bundled in, so the server can import it without the web app's node_modules.
 */
const base = browserConfig as UserConfig;

export default defineConfig({
  plugins: base.plugins,
  resolve: base.resolve,
  // React's production build on the server too (the browser bundle is production): same markup, faster.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/ssr/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js', format: 'es' } },
  },
});
