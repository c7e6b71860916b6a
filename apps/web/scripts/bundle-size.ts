import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RouteFilesMap } from '@talanta/schema';
import { appStartChunks, type Manifest, ROUTE_FILES_MAP } from '../prerender-plugin';

/**
 * The screens whose first load is measured: a URL, the route pattern it matches, and whether the
 * screen is behind sign-in (then the root route draws it in the signed-in shell, else in the
 * visitors' shell).
 */
export interface MeasuredRoute {
  path: string;
  pattern: string;
  signedIn: boolean;
}

export const MEASURED_ROUTES: ReadonlyArray<MeasuredRoute> = [
  { path: '/', pattern: '/', signedIn: false },
  { path: '/login', pattern: '/login', signedIn: false },
  { path: '/how-it-works', pattern: '/how-it-works', signedIn: false },
  { path: '/browse-jobs', pattern: '/browse-jobs', signedIn: true },
  { path: '/jobs/1', pattern: '/jobs/$id', signedIn: true },
];

export interface RouteBundle {
  path: string;
  /** The JavaScript files the route loads before it shows (entry, the app, the route's chunks). */
  files: string[];
  jsBytes: number;
  /** gzip level 9 of each file, summed: deterministic for a given build. */
  jsGzipBytes: number;
  cssGzipBytes: number;
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/**
 * Each measured screen's first load from the build: the app's start (the entry, and src/start.tsx
 * that it imports after the first paint, with their imports) and the screen's own files as the
 * build's route-files map names them (the same list the server sends with a signed-in page).
 */
export function measureRoutes(
  distDir: string,
  routes: ReadonlyArray<MeasuredRoute> = MEASURED_ROUTES,
): RouteBundle[] {
  const manifest = readJson<Manifest>(join(distDir, '.vite', 'manifest.json'));
  const routeFiles = readJson<RouteFilesMap>(join(distDir, ROUTE_FILES_MAP));
  const started = [...appStartChunks(manifest)];
  const startFiles = started
    .map((key) => manifest[key]?.file as string)
    .filter((file) => file.endsWith('.js'));
  const css = new Set(started.flatMap((key) => manifest[key]?.css ?? []));
  const cssGzipBytes = [...css].reduce((sum, file) => sum + gzipSize(readFileSync(join(distDir, file))), 0);
  return routes.map(({ path, pattern, signedIn }) => {
    const screen = routeFiles.screens.find((candidate) => candidate.path === pattern);
    if (!screen) throw new Error(`the build's route-files map has no screen ${pattern}`);
    const files = [
      ...new Set([
        ...startFiles,
        ...(signedIn ? routeFiles.signedInShell : routeFiles.publicShell),
        ...screen.files,
      ]),
    ].sort();
    const js = files.map((file) => readFileSync(join(distDir, file)));
    return {
      path,
      files,
      jsBytes: js.reduce((sum, bytes) => sum + bytes.length, 0),
      jsGzipBytes: js.reduce((sum, bytes) => sum + gzipSize(bytes), 0),
      cssGzipBytes,
    };
  });
}
