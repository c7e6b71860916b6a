import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { webSourceAlias } from './vite.alias';

// In development the API runs on :3000 (pnpm start or the api's dev script); Vite forwards to it so
// the browser sees one origin, as it does in production where the API serves this build.
const API = 'http://localhost:3000';

export default defineConfig({
  resolve: { alias: webSourceAlias },
  // The router plugin generates src/routeTree.gen.ts and must run before the React plugin.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/trpc': API, '/api': API, '/dev': API },
  },
  build: { sourcemap: true },
});
