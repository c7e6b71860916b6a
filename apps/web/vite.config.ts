import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { offlinePages } from './offline-pages';
import { precompress } from './precompress';
import { webSourceAlias } from './vite.alias';

// Two builds (package.json `build`): the browser's (dist/client, served as files) and the server
// entry that renders pages (dist/server/entry-server.js, imported by the API: apps/api
// plugins/web-render.ts). In development the API renders through Vite itself (plugins/web-dev.ts).
export default defineConfig(({ isSsrBuild }) => ({
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
    ...(isSsrBuild ? [] : [offlinePages(), precompress()]),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        ssr: 'src/entry-server.tsx',
        emptyOutDir: true,
        copyPublicDir: false,
        // Read on the server only, where size and names matter less than a readable stack.
        minify: false,
        sourcemap: true,
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // Every browser the app supports preloads modules itself (Chrome 66, Firefox 115, Safari 17);
        // one without it still loads them, a little later. Vite's stand-in would cost every page.
        modulePreload: { polyfill: false },
        sourcemap: true,
        // The server reads it to name each page's files (src/server/router-manifest.ts).
        manifest: true,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // Small common chunks are copied into the chunks that read them (one module state still,
          // kept by rolldown's runtime): a route loads about a dozen files instead of forty to a
          // hundred, each one more round trip on a slow link with six connections (ADR 0413), and still
          // faster over HTTP/2 behind nginx (ADR 0019).
          // Inlining needs the entry's unused exports dropped and strict execution order, which it
          // turns on.
          preserveEntrySignatures: false,
          // @trpc/client and @trpc/tanstack-react-query do not declare themselves free of side
          // effects (@trpc/server does); declared here, the WebSocket client the app never uses is
          // dropped (ADR 0052; docs/plans/trpc-upstream-proposal.md asks for it upstream).
          treeshake: {
            moduleSideEffects: [
              { test: /node_modules[\\/]@trpc[\\/](client|tanstack-react-query)[\\/]/, sideEffects: false },
            ],
          },
          output: {
            codeSplitting: {
              // React and the data libraries (router, query, tRPC client) change less often than the
              // app, and every route needs them: two stable chunks. The rest is split by route.
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
}));
