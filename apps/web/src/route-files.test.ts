import { describe, expect, it } from 'vitest';
import { type Manifest, routeFilesMap } from '../prerender-plugin';

// A build as Vite's manifest describes it: the entry starts the app (src/start.tsx) after the first
// paint; the router splits each route file into a `?tsr-split=` chunk.
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_web.js'] },
  '_web.js': { file: 'assets/web-1.js', imports: ['_react.js'], dynamicImports: ['src/start.tsx'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_data.js': { file: 'assets/data-1.js' },
  '_schemas.js': { file: 'assets/schemas-1.js' },
  'src/start.tsx': { file: 'assets/start-1.js', imports: ['_react.js', '_data.js'] },
  'src/features/shell/signed-in-shell.tsx': {
    file: 'assets/shell-1.js',
    imports: ['_react.js', '_schemas.js'],
  },
  'src/features/shell/public-shell.tsx': { file: 'assets/public-shell-1.js', imports: ['_react.js'] },
  'src/routes/_authed.tsx?tsr-split=component': { file: 'assets/_authed-1.js', imports: ['_react.js'] },
  'src/routes/_authed/jobs/$id/route.tsx?tsr-split=component': { file: 'assets/route-1.js' },
  'src/routes/_authed/jobs/$id/index.tsx?tsr-split=component': {
    file: 'assets/_id-1.js',
    imports: ['_schemas.js', '_data.js'],
    dynamicImports: ['src/features/job/job-owner-view.tsx'],
  },
  'src/features/job/job-owner-view.tsx': { file: 'assets/job-owner-view-1.js' },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home-1.js', css: ['assets/web-1.css'] },
};

const SOURCES = new Set([
  'src/routes/_authed.tsx',
  'src/routes/_authed/jobs/$id/route.tsx',
  'src/routes/_authed/jobs/$id/index.tsx',
  'src/routes/index.tsx',
]);
const exists = (file: string) => SOURCES.has(file);

describe('the map of the files each screen loads first', () => {
  it("lists a screen's route chunks and its layouts', with their imports, less the app's own start", () => {
    const map = routeFilesMap(
      MANIFEST,
      [
        { path: '/jobs/$id', routeIds: ['/_authed', '/_authed/jobs/$id', '/_authed/jobs/$id/'] },
        { path: '/', routeIds: ['/'] },
      ],
      exists,
    );
    expect(map.signedInShell).toEqual(['assets/schemas-1.js', 'assets/shell-1.js']);
    expect(map.publicShell).toEqual(['assets/public-shell-1.js']);
    expect(map.screens).toEqual([
      // Not data-1.js (the app's start loads it), nor the owner's tools (imported on demand).
      {
        path: '/jobs/$id',
        files: ['assets/_authed-1.js', 'assets/_id-1.js', 'assets/route-1.js', 'assets/schemas-1.js'],
      },
      { path: '/', files: ['assets/home-1.js'] },
    ]);
  });

  it('fails the build for a route whose file it cannot find, rather than name nothing for it', () => {
    expect(() => routeFilesMap(MANIFEST, [{ path: '/gone', routeIds: ['/gone'] }], exists)).toThrow(
      'no source file for route /gone',
    );
  });
});
