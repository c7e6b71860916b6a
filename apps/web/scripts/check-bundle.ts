import { fileURLToPath } from 'node:url';
import { MEASURED_ROUTES, measureRoutes } from './bundle-size';

/**
 * Issue 16's goal for the JavaScript a first visit loads (gzip, as the server sends it), held on
 * every checked route: a change that takes a first load past it fails here, and has to take
 * something else off the first load.
 */
export const FIRST_ROUTE_JS_GZIP_GOAL = 150 * 1024;

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The screens Lighthouse measures, and every other page a first visit often lands on (the visitor
 * pages, the sign-in pages and the screens a link in an email opens): those are held to the goal too,
 * so a constant imported from a module that builds zod cannot quietly add the schemas to the Terms page.
 */
const OTHER_FIRST_VISITS = [
  '/for-developers',
  '/for-businesses',
  '/terms',
  '/privacy',
  '/verify-email',
  '/undo-email-change',
  '/unsubscribe',
  '/forgot-password',
  '/reset-password',
].map((path) => ({ path, routeIds: [path] }));
const checkedRoutes = [
  ...MEASURED_ROUTES,
  { path: '/register', routeIds: ['/_guest', '/_guest/register'] },
  // Where search engines send visitors (issue 40).
  { path: '/open-jobs', routeIds: ['/open-jobs/'] },
  { path: '/open-jobs/1', routeIds: ['/open-jobs/$id'] },
  ...OTHER_FIRST_VISITS,
];

const pathWidth = Math.max(...checkedRoutes.map((route) => route.path.length));

let over = 0;
for (const route of measureRoutes(clientDir, checkedRoutes)) {
  const fits = route.jsGzipBytes <= FIRST_ROUTE_JS_GZIP_GOAL;
  if (!fits) over += 1;
  console.log(
    `${fits ? 'ok  ' : 'OVER'} ${route.path.padEnd(pathWidth)} JS ${kib(route.jsGzipBytes)} gzip as served of ${kib(FIRST_ROUTE_JS_GZIP_GOAL)} (zlib -9 ${kib(route.jsZlib9Bytes)}, ${kib(route.jsBytes)} min, ${route.files.length} files), CSS ${kib(route.cssGzipBytes)} gzip`,
  );
}
if (over > 0) {
  console.error(`${over} route(s) over the first-route goal (apps/web/scripts/check-bundle.ts).`);
  process.exit(1);
}
