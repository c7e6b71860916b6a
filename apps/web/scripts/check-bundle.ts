import { fileURLToPath } from 'node:url';
import { measureRoutes } from './bundle-size';

/** Issue 16's goal for the JavaScript a first visit loads (gzip), on every measured route. */
export const FIRST_ROUTE_JS_GZIP_GOAL = 150 * 1024;

/**
 * What CI enforces meanwhile: each route's figure when this check came in, plus about 2%, so a change
 * that grows a first load fails here and has to lower these numbers or say why it raises them.
 * Lower them as the bundle shrinks (docs/performance.md, Web delivery, says what each chunk holds);
 * a route without one (`/`, `/login`, `/how-it-works`) is held to the goal itself.
 */
export const FIRST_ROUTE_JS_GZIP_BUDGET: Record<string, number> = {
  // Signed-in screens count the signed-in shell since 2026-11-25 (it loads before they show);
  // lowered on 2026-11-27 to that day's figures (151.8 and 152.4 KiB) plus about 2%.
  '/browse-jobs': 155 * 1024,
  '/jobs/1': 156 * 1024,
};

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

let over = 0;
for (const route of measureRoutes(distDir)) {
  const budget = FIRST_ROUTE_JS_GZIP_BUDGET[route.path] ?? FIRST_ROUTE_JS_GZIP_GOAL;
  const fits = route.jsGzipBytes <= budget;
  if (!fits) over += 1;
  console.log(
    `${fits ? 'ok  ' : 'OVER'} ${route.path.padEnd(14)} JS ${kib(route.jsGzipBytes)} gzip of ${kib(budget)} (${kib(route.jsBytes)} min, ${route.files.length} files; goal ${kib(FIRST_ROUTE_JS_GZIP_GOAL)}), CSS ${kib(route.cssGzipBytes)} gzip`,
  );
}
if (over > 0) {
  console.error(`${over} route(s) over the bundle budget (apps/web/scripts/check-bundle.ts).`);
  process.exit(1);
}
