import { writeFileSync } from 'node:fs';
import { renderRestTypes } from './rest-types';
import { renderRouterTypes } from './router-types';

/** Rewrites src/generated/ from the API's router and OpenAPI document (run after the API changes). */
const target = (name: string) => new URL(`../src/generated/${name}`, import.meta.url);
writeFileSync(target('app-router.ts'), renderRouterTypes());
writeFileSync(target('rest-paths.ts'), await renderRestTypes());
process.stdout.write('wrote src/generated/app-router.ts and src/generated/rest-paths.ts\n');
