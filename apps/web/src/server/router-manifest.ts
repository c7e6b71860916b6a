import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { createRequestHandler } from '@tanstack/react-router/ssr/server';

/** One file of Vite's build manifest (dist/client/.vite/manifest.json), as far as it is read here. */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** TanStack Router's ServerManifest (router-core's type, which react-router does not re-export). */
export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

export const CLIENT_ENTRY = 'src/entry-client.tsx';
/** What the entry imports once the page has been painted: the app, which hydrates it. */
export const HYDRATE_MODULE = 'src/hydrate-page.tsx';
const ROUTES_DIR = 'src/routes/';
/**
 * The two shells a page is drawn in (routes/__root.tsx loads one by who is signed in): the screens
 * behind sign-in are drawn in the first, every other route mostly for visitors, in the second.
 */
export const SIGNED_IN_SHELL = 'src/features/shell/signed-in-shell.tsx';
export const PUBLIC_SHELL = 'src/features/shell/public-shell.tsx';

/**
 * The route id TanStack's file-based routing gives a route file ('src/routes/_authed/jobs/$id/index.tsx'
 * is '/_authed/jobs/$id/', '…/route.tsx' is its directory, '__root.tsx' is '__root__'); null for a
 * file outside src/routes.
 */
export function routeIdOfFile(source: string): string | null {
  if (!source.startsWith(ROUTES_DIR)) return null;
  const path = source.slice(ROUTES_DIR.length).replace(/\.tsx?$/, '');
  if (path === '__root') return '__root__';
  if (path === 'index') return '/';
  return `/${path.replace(/\/route$/, '').replace(/\/index$/, '/')}`;
}

const url = (file: string) => `/${file}`;

/** A chunk and every chunk it imports statically, each once, the chunk first. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [key, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

/**
 * What a rendered page names of the client build: the entry script and its stylesheet (one file,
 * cached for good: TanStack inlines stylesheets only under a flag of its Start builds), the entry's
 * own small imports, and for each route the code-split parts of its file, so a page's screen
 * downloads with the app rather than after it has started. Not the app the entry imports once the
 * page has been painted (`appFilesOf`): asked for beside the HTML, on a slow link it would share the
 * bandwidth the page's stylesheet and font need, and Lighthouse counts every script that arrives
 * before the largest paint as holding that paint back.
 */
export function serverManifestOf(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build's manifest has no ${CLIENT_ENTRY}`);
  const entryKeys = staticClosure(manifest, CLIENT_ENTRY);
  // Loaded with the app, never a route's to preload.
  const appFiles = new Set(
    [...entryKeys, ...staticClosure(manifest, HYDRATE_MODULE)].map((key) => manifest[key]?.file),
  );
  const stylesheets = [...new Set(entryKeys.flatMap((key) => manifest[key]?.css ?? []))];
  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: entryKeys.slice(1).map((key) => url(manifest[key]?.file ?? '')),
      css: stylesheets.map(url),
      scripts: [{ attrs: { type: 'module', src: url(entry.file) } }],
    },
  };
  const filesOf = (key: string) =>
    staticClosure(manifest, key)
      .map((part) => manifest[part]?.file)
      .filter((file): file is string => file !== undefined && !appFiles.has(file))
      .map(url);
  const addPreloads = (routeId: string, files: string[]) => {
    const preloads = routes[routeId]?.preloads ?? [];
    routes[routeId] = { ...routes[routeId], preloads: [...new Set([...preloads, ...files])] };
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const routeId = chunk.isDynamicEntry ? routeIdOfFile(key.split('?')[0] ?? '') : null;
    if (routeId && key.includes('?tsr-split=')) addPreloads(routeId, filesOf(key));
  }
  // Layout routes without code of their own to split have no chunk: the signed-in one is named.
  const topLevelRoutes = ['/_authed', ...Object.keys(routes)].filter(
    (id) => id !== '__root__' && id.indexOf('/', 1) === -1,
  );
  for (const routeId of new Set(topLevelRoutes)) {
    addPreloads(routeId, filesOf(routeId === '/_authed' ? SIGNED_IN_SHELL : PUBLIC_SHELL));
  }
  return { routes };
}

/** The app the entry starts once the page is painted: its module and every module it imports statically. */
export function appFilesOf(manifest: ViteManifest): string[] {
  if (!manifest[HYDRATE_MODULE]) throw new Error(`The client build's manifest has no ${HYDRATE_MODULE}`);
  return staticClosure(manifest, HYDRATE_MODULE).map((key) => url(manifest[key]?.file ?? ''));
}

/**
 * The files a first visit to a page downloads before it hydrates: the entry's, the app's and its
 * routes' (outermost first).
 */
export function firstLoadFiles(
  manifest: ServerManifest,
  appFiles: readonly string[],
  routeIds: readonly string[],
): string[] {
  const files = ['__root__', ...routeIds].flatMap((routeId) => {
    const route = manifest.routes[routeId];
    const scripts = (route?.scripts ?? []).map((script) => String(script.attrs?.src ?? ''));
    const preloads = (route?.preloads ?? []).map((link) => (typeof link === 'string' ? link : link.href));
    return [...scripts, ...(routeId === '__root__' ? appFiles : []), ...preloads].filter(Boolean);
  });
  return [...new Set(files)];
}

/** Vite's manifest of the client build in `clientDir`. */
export function viteManifest(clientDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

const manifests = new Map<string, ServerManifest>();

/** The router's manifest of the client build in `clientDir`, read once. */
export function routerManifest(clientDir: string): ServerManifest {
  let manifest = manifests.get(clientDir);
  if (!manifest) {
    manifest = serverManifestOf(viteManifest(clientDir));
    manifests.set(clientDir, manifest);
  }
  return manifest;
}
