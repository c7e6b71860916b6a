import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';
import { prerender } from './prerender-plugin';
import { webSourceAlias } from './vite.alias';

// In development the API runs on :3000 (pnpm start or the api's dev script); Vite forwards to it so
// the browser sees one origin, as it does in production where the API serves this build.
const API = 'http://localhost:3000';

export default defineConfig({
  resolve: { alias: webSourceAlias },
  // The router plugin generates src/routeTree.gen.ts and must run before the React plugin.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // One chunk per route with everything the route renders or loads (the default keeps loaders and
      // pending components, and so their feature modules, in the entry chunk).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    prerender(),
    precompress(),
  ],
  server: {
    port: 5173,
    // Host stays the dev server's (changeOrigin off), so the API sees the browser's own origin and
    // its CSRF check passes; Vite's shorthand rewrites Host to the API's, which that check refuses.
    proxy: Object.fromEntries(
      ['/trpc', '/api', '/dev'].map((path) => [path, { target: API, changeOrigin: false }]),
    ),
  },
  build: {
    // Every browser the app supports preloads modules itself (Chrome 66, Firefox 115, Safari 17);
    // one without it still loads them, a little later. Vite's stand-in would cost every page.
    modulePreload: { polyfill: false },
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Small common chunks are copied into the chunks that read them (one module state still, kept
      // by rolldown's runtime): a route loads about a dozen files instead of forty to a hundred, each
      // one more round trip on a slow link with six connections (ADR 0413). Inlining
      // needs the entry's unused exports dropped and strict execution order, which it turns on.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // React and the data libraries (router, query, tRPC client) change less often than the app,
          // and every route needs them: two stable chunks. The rest is split by route.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/ },
          ],
          experimentalInlineCommonChunks: {
            maxSize: 32 * 1024,
            // Vite's CSS plugin emits a stylesheet from every chunk listing its module.
            exclude: /\.css(\?|$)/,
          },
        },
      },
    },
  },
});
