import type { RestRoute } from './route';
import { authRoutes } from './routes/auth';

export type { HttpMethod, RestRoute } from './route';

/** Every documented /api path; each domain keeps its rows in rest/routes/<domain>.ts. */
export const restRoutes: RestRoute[] = [...authRoutes];
