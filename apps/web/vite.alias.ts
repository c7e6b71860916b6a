import { fileURLToPath } from 'node:url';

/** `@/x` is apps/web/src/x, for the build and the unit tests alike (tsconfig.json has the same `paths`). */
export const webSourceAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
