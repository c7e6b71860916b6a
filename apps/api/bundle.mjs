// Bundles a server entry the way production runs it: workspace packages (TypeScript sources) are
// bundled in; every other package stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

/** @param {{ entry: string; outfile: string }} options */
export async function bundleServer({ entry, outfile }) {
  await build({
    entryPoints: [entry],
    outfile,
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
}
