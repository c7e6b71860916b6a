// Bundles the server into dist/server.js. Workspace packages (TypeScript sources) are bundled in;
// every other package stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-node-modules',
      setup(buildApi) {
        buildApi.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@talanta/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
