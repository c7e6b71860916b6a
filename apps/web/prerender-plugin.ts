import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteFilesMap } from '@talanta/schema';
import { createServer, type Plugin } from 'vite';

/**
 * Visitor pages whose HTML is rendered at build time (not /register: its role switch and many
 * fields would all wait for React). The API sends them to a request with no
 * session cookie and no query (apps/api/src/plugins/web-assets.ts), so a phone paints the page
 * before any JavaScript has run; React then hydrates it.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/how-it-works',
  '/for-businesses',
  '/for-developers',
  '/login',
  '/privacy',
  '/terms',
] as const;

/** Where a prerendered page lands under dist/ (the API maps request paths the same way). */
export const PRERENDERED_DIR = 'prerendered';
export const prerenderedFileName = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The part of index.html the page replaces: its root element, loading screen and all. */
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<!-- \/boot-screen -->\s*<\/div>/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface RenderedPage {
  html: string;
  title: string;
  description?: string;
}

/** The built stylesheet's link in index.html (one file: Tailwind's output for the whole app). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;

/** @fontsource-variable/inter's file for Latin text, as the built stylesheet links it. */
const LATIN_FONT = /url\((\/assets\/inter-latin-wght-normal-[^)]+\.woff2)\)/;

/**
 * The page with the built stylesheet inlined (`readAsset` reads a built file): it paints without
 * waiting for any request, where a linked stylesheet would be one more round trip before anything
 * shows, and before the app's scripts are asked for (main.tsx waits for that first paint).
 */
export function inlineStylesheet(html: string, readAsset: (path: string) => string): string {
  const stylesheet = STYLESHEET_LINK.exec(html);
  if (!stylesheet?.[1]) throw new Error('index.html links no stylesheet to inline');
  const css = readAsset(stylesheet[1]);
  // The page's text is laid out in Inter at once: fetched beside the HTML rather than once the
  // first layout asks for it, it arrives before the first paint instead of swapping in after it
  // and moving the text (a layout shift).
  const latinFont = LATIN_FONT.exec(css)?.[1];
  if (!latinFont) throw new Error('the stylesheet names no Latin Inter font file to preload');
  const preload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${latinFont}">`;
  // The disabled link is never fetched; it tells Vite's preload helper, which loads a lazy
  // route's stylesheet unless a link to it is on the page, that these rules are here already (it
  // linked the file again once the app loaded, and the page was styled a second time).
  const present = `<link rel="stylesheet" href="/${stylesheet[1]}" disabled>`;
  return html.replace(STYLESHEET_LINK, () => `${preload}<style>${css}</style>${present}`);
}

/** index.html (its stylesheet inlined already) with the page in its root element, its title and description. */
export function fillTemplate(template: string, page: RenderedPage): string {
  if (!ROOT_ELEMENT.test(template)) throw new Error('index.html has no root element to prerender into');
  let html = template.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered>${page.html}</div>`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    const description = escapeHtml(page.description);
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, start, end) => `${start}${description}${end}`,
    );
  }
  return html;
}

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), the fields read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A screen as src/prerender.tsx lists it. */
interface Screen {
  path: string;
  routeIds: string[];
}

/** Where the build writes its RouteFilesMap, beside Vite's manifest (not a page anyone asks for). */
export const ROUTE_FILES_MAP = '.vite/route-files.json';

/** The root route draws a signed-in screen inside this lazily loaded module (src/routes/__root.tsx). */
const SIGNED_IN_SHELL_MODULE = 'src/features/shell/signed-in-shell.tsx';
/** …and a visitor's page inside this one. */
const PUBLIC_SHELL_MODULE = 'src/features/shell/public-shell.tsx';

/** The chunks and everything they import statically: what the browser fetches before running them. */
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

/** The entry and the app it starts (main.tsx imports src/start.tsx after the first paint), with their imports. */
export function appStartChunks(manifest: Manifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  // With strict execution order main.tsx's code sits in a chunk the entry imports, so its dynamic
  // imports are looked for across the entry's static closure.
  const app = [...staticClosure(manifest, entries)].flatMap((key) => manifest[key]?.dynamicImports ?? []);
  return staticClosure(manifest, [...entries, ...app]);
}

/**
 * A route's source file under TanStack Router's file naming, from its id: '/_authed' is
 * src/routes/_authed.tsx, '/jobs/$id' src/routes/jobs/$id.tsx or …/jobs/$id/route.tsx, and an id
 * ending in '/' (an index route) …/index.tsx. `exists` says which file is there.
 */
function routeSourceFile(id: string, exists: (file: string) => boolean): string {
  const candidates = id.endsWith('/')
    ? [`src/routes${id}index.tsx`]
    : [`src/routes${id}.tsx`, `src/routes${id}/route.tsx`];
  const file = candidates.find(exists);
  if (!file) throw new Error(`no source file for route ${id} (looked for ${candidates.join(', ')})`);
  return file;
}

/** The chunks the router splits out of a source file (`…tsx?tsr-split=…`), or the file's own. */
const chunksOf = (manifest: Manifest, file: string) =>
  Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?tsr-split=`));

/**
 * The script files each screen needs before it shows, beyond the app's own start (which the entry
 * loads on every visit): its route chunks and its layouts', with what they import. The server
 * names them in a signed-in index.html so they download beside the app (apps/api web-assets.ts).
 */
export function routeFilesMap(
  manifest: Manifest,
  screens: Screen[],
  exists: (file: string) => boolean,
): RouteFilesMap {
  const started = appStartChunks(manifest);
  const filesOf = (keys: string[]) =>
    [...staticClosure(manifest, keys)]
      .filter((key) => !started.has(key))
      .map((key) => manifest[key]?.file as string)
      .filter((file) => file.endsWith('.js'))
      .sort();
  return {
    signedInShell: filesOf([SIGNED_IN_SHELL_MODULE]),
    publicShell: filesOf([PUBLIC_SHELL_MODULE]),
    screens: screens.map(({ path, routeIds }) => ({
      path,
      files: filesOf(routeIds.flatMap((id) => chunksOf(manifest, routeSourceFile(id, exists)))),
    })),
  };
}

/**
 * After the client build is written, renders PRERENDERED_PATHS through the app's own router (src/
 * prerender.tsx, loaded by a Vite server in middleware mode so it sees the same aliases and route
 * splitting) into copies of the built index.html, inlines the stylesheet into index.html itself and
 * writes the RouteFilesMap. Runs before the precompress plugin's closeBundle, which then writes
 * their .br and .gz.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | false = false;
  return {
    name: 'talanta:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
    },
    async writeBundle() {
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const server = await createServer({
        root,
        configFile,
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderVisitorPage, listScreens } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          renderVisitorPage(path: string): Promise<RenderedPage>;
          listScreens(): Screen[];
        };
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        const routeFiles = routeFilesMap(manifest, listScreens(), (file) => existsSync(join(root, file)));
        writeFileSync(join(outDir, ROUTE_FILES_MAP), JSON.stringify(routeFiles));
        mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
        // index.html (a signed-in screen, a page with a query, /register) is styled at once too,
        // and every prerendered page is a copy of it.
        const styled = inlineStylesheet(template, (asset) => readFileSync(join(outDir, asset), 'utf8'));
        writeFileSync(join(outDir, 'index.html'), styled);
        for (const path of PRERENDERED_PATHS) {
          const page = await renderVisitorPage(path);
          writeFileSync(join(outDir, PRERENDERED_DIR, prerenderedFileName(path)), fillTemplate(styled, page));
        }
      } finally {
        await server.close();
      }
    },
  };
}
