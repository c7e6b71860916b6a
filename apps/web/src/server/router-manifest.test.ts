import { describe, expect, it } from 'vitest';
import {
  appFilesOf,
  firstLoadFiles,
  routeIdOfFile,
  serverManifestOf,
  type ViteManifest,
} from './router-manifest';

describe('route ids from route files', () => {
  it("follows TanStack's file naming: index, route, layouts and parameters", () => {
    expect(routeIdOfFile('src/routes/__root.tsx')).toBe('__root__');
    expect(routeIdOfFile('src/routes/index.tsx')).toBe('/');
    expect(routeIdOfFile('src/routes/_authed.tsx')).toBe('/_authed');
    expect(routeIdOfFile('src/routes/_authed/browse-jobs.tsx')).toBe('/_authed/browse-jobs');
    expect(routeIdOfFile('src/routes/_authed/jobs/$id/route.tsx')).toBe('/_authed/jobs/$id');
    expect(routeIdOfFile('src/routes/_authed/jobs/$id/index.tsx')).toBe('/_authed/jobs/$id/');
    expect(routeIdOfFile('src/features/shell/public-shell.tsx')).toBeNull();
  });
});

describe("the router's manifest from Vite's", () => {
  const vite: ViteManifest = {
    'src/entry-client.tsx': {
      file: 'assets/entry-client-1.js',
      isEntry: true,
      dynamicImports: ['src/hydrate-page.tsx'],
      css: ['assets/entry-client-1.css'],
    },
    'src/hydrate-page.tsx': {
      file: 'assets/hydrate-page-1.js',
      isDynamicEntry: true,
      imports: ['_react-1.js'],
    },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_fields-1.js': { file: 'assets/fields-1.js', imports: ['_react-1.js'] },
    'src/routes/_authed/messages.tsx?tsr-split=component': {
      file: 'assets/messages-1.js',
      isDynamicEntry: true,
      imports: ['_fields-1.js', '_react-1.js'],
    },
    'src/routes/how-it-works.tsx?tsr-split=component': {
      file: 'assets/how-it-works-1.js',
      isDynamicEntry: true,
    },
    'src/features/shell/signed-in-shell.tsx': { file: 'assets/signed-in-shell-1.js', isDynamicEntry: true },
    'src/features/shell/public-shell.tsx': { file: 'assets/public-shell-1.js', isDynamicEntry: true },
  };
  const manifest = serverManifestOf(vite);

  it('names the entry script and its stylesheet at the root, not the app it starts once the page is painted', () => {
    expect(manifest.routes.__root__).toEqual({
      preloads: [],
      css: ['/assets/entry-client-1.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry-client-1.js' } }],
    });
  });

  it("preloads each route's chunks beyond the entry's, and the shell its top-level route is drawn in", () => {
    expect(manifest.routes['/_authed/messages']?.preloads).toEqual([
      '/assets/messages-1.js',
      '/assets/fields-1.js',
    ]);
    expect(manifest.routes['/_authed']?.preloads).toEqual(['/assets/signed-in-shell-1.js']);
    expect(manifest.routes['/how-it-works']?.preloads).toEqual([
      '/assets/how-it-works-1.js',
      '/assets/public-shell-1.js',
    ]);
  });

  it("counts the app in a page's first load, with the entry and the route's chunks", () => {
    expect(firstLoadFiles(manifest, appFilesOf(vite), ['/_authed', '/_authed/messages'])).toEqual([
      '/assets/entry-client-1.js',
      '/assets/hydrate-page-1.js',
      '/assets/react-1.js',
      '/assets/signed-in-shell-1.js',
      '/assets/messages-1.js',
      '/assets/fields-1.js',
    ]);
  });
});
