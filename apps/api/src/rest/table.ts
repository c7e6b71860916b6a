import type { RestRoute } from './route';
import { adminRoutes } from './routes/admin';
import { applicationRoutes } from './routes/applications';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { jobRoutes } from './routes/jobs';
import { messageRoutes } from './routes/messages';
import { notificationRoutes } from './routes/notifications';
import { onboardingRoutes } from './routes/onboarding';
import { profileRoutes } from './routes/profiles';
import { superAdminRoutes } from './routes/super-admin';
import { talentRoutes } from './routes/talent';

export type { HttpMethod, RestRoute } from './route';

/** Every documented /api path; each domain keeps its rows in rest/routes/<domain>.ts. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...jobRoutes,
  ...applicationRoutes,
  ...dashboardRoutes,
  ...messageRoutes,
  ...notificationRoutes,
  ...profileRoutes,
  ...talentRoutes,
  ...onboardingRoutes,
  ...adminRoutes,
  ...superAdminRoutes,
];
