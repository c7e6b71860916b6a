import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), the fields read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The routes whose first load is measured, each with the route files whose split chunks it needs
 * (the route and its layouts). The root route and every route's guard code live in the entry chunk.
 */
export const MEASURED_ROUTES: ReadonlyArray<{ path: string; routeFiles: string[] }> = [
  { path: '/', routeFiles: ['src/routes/index.tsx'] },
  { path: '/login', routeFiles: ['src/routes/_guest.tsx', 'src/routes/_guest/login.tsx'] },
  { path: '/how-it-works', routeFiles: ['src/routes/how-it-works.tsx'] },
  { path: '/browse-jobs', routeFiles: ['src/routes/_authed.tsx', 'src/routes/_authed/browse-jobs.tsx'] },
  { path: '/jobs/1', routeFiles: ['src/routes/_authed.tsx', 'src/routes/_authed/jobs/$id/index.tsx'] },
];

export interface RouteBundle {
  path: string;
  /** The JavaScript files the route loads before it shows (entry, its imports, the route's chunks). */
  files: string[];
  jsBytes: number;
  /** gzip level 9 of each file, summed: deterministic for a given build. */
  jsGzipBytes: number;
  cssGzipBytes: number;
}

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk and everything it imports statically: what the browser fetches before running it. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

export function measureRoutes(distDir: string): RouteBundle[] {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  return MEASURED_ROUTES.map(({ path, routeFiles }) => {
    const routeChunks = Object.keys(manifest).filter((key) =>
      routeFiles.some((file) => key === file || key.startsWith(`${file}?tsr-split=`)),
    );
    // main.tsx imports the app (src/start.tsx) after the first paint, on every visit: part of the load.
    // With strict execution order main.tsx's code sits in a chunk the entry imports, so its dynamic
    // imports are looked for across the entry's static closure.
    const app = [...staticClosure(manifest, entries)].flatMap((key) => manifest[key]?.dynamicImports ?? []);
    const keys = staticClosure(manifest, [...entries, ...app, ...routeChunks]);
    const files = [...keys]
      .map((key) => manifest[key]?.file as string)
      .filter((file) => file.endsWith('.js'));
    const css = new Set([...keys].flatMap((key) => manifest[key]?.css ?? []));
    const js = files.map((file) => readFileSync(join(distDir, file)));
    return {
      path,
      files: files.sort(),
      jsBytes: js.reduce((sum, bytes) => sum + bytes.length, 0),
      jsGzipBytes: js.reduce((sum, bytes) => sum + gzipSize(bytes), 0),
      cssGzipBytes: [...css].reduce((sum, file) => sum + gzipSize(readFileSync(join(distDir, file))), 0),
    };
  });
}
