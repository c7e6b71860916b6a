// Bundles the server into dist/server.js (bundle.mjs says how).
import { bundleServer } from './bundle.mjs';

await bundleServer({ entry: 'src/server.ts', outfile: 'dist/server.js' });
