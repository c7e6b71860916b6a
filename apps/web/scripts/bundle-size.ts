import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appFilesOf, firstLoadFiles, routerManifest, viteManifest } from '../src/server/router-manifest';

/**
 * The screens whose first load is measured: a URL and the ids of the routes it matches below the
 * root (TanStack's route ids: routeTree.gen.ts, FileRoutesById).
 */
export interface MeasuredRoute {
  path: string;
  routeIds: readonly string[];
}

export const MEASURED_ROUTES: ReadonlyArray<MeasuredRoute> = [
  { path: '/', routeIds: ['/'] },
  { path: '/login', routeIds: ['/_guest', '/_guest/login'] },
  { path: '/how-it-works', routeIds: ['/how-it-works'] },
  { path: '/browse-jobs', routeIds: ['/_authed', '/_authed/browse-jobs'] },
  { path: '/jobs/1', routeIds: ['/_authed', '/_authed/jobs/$id', '/_authed/jobs/$id/'] },
  { path: '/dashboard', routeIds: ['/_authed', '/_authed/dashboard'] },
  { path: '/messages', routeIds: ['/_authed', '/_authed/messages'] },
];

export interface RouteBundle {
  path: string;
  /** The JavaScript files a first visit downloads before the page hydrates (the page names them). */
  files: string[];
  jsBytes: number;
  /**
   * The bytes a browser taking gzip downloads, summed: each file's .gz that the build writes and the
   * server sends (precompress.ts), or the file itself where it is too small to have one.
   */
  jsGzipBytes: number;
  /** The same files each compressed by zlib at level 9: the measure before ADR 0052, for comparison. */
  jsZlib9Bytes: number;
  /** The app's one stylesheet, as served. */
  cssGzipBytes: number;
}

const zlib9Size = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

function servedGzipSize(path: string): number {
  return existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : readFileSync(path).length;
}

/** Each measured screen's first load from the client build, as its rendered page names the files. */
export function measureRoutes(
  clientDir: string,
  routes: ReadonlyArray<MeasuredRoute> = MEASURED_ROUTES,
): RouteBundle[] {
  const manifest = routerManifest(clientDir);
  const appFiles = appFilesOf(viteManifest(clientDir));
  const cssGzipBytes = (manifest.routes.__root__?.css ?? [])
    .map((link) => (typeof link === 'string' ? link : link.href))
    .reduce((sum, href) => sum + servedGzipSize(join(clientDir, href)), 0);
  return routes.map(({ path, routeIds }) => {
    // A layout may have no code of its own to split off, the screen always has.
    const screen = routeIds.at(-1) ?? '';
    if (!manifest.routes[screen]) throw new Error(`the build names no files for route ${screen}`);
    const files = firstLoadFiles(manifest, appFiles, routeIds)
      .filter((file) => file.endsWith('.js'))
      .sort();
    const js = files.map((file) => readFileSync(join(clientDir, file)));
    return {
      path,
      files,
      jsBytes: js.reduce((sum, bytes) => sum + bytes.length, 0),
      jsGzipBytes: files.reduce((sum, file) => sum + servedGzipSize(join(clientDir, file)), 0),
      jsZlib9Bytes: js.reduce((sum, bytes) => sum + zlib9Size(bytes), 0),
      cssGzipBytes,
    };
  });
}
