import { router } from '../trpc/init';
import { adminRouter } from './admin/router';
import { applicationRouter } from './application/router';
import { authRouter } from './auth/router';
import { dashboardRouter } from './dashboard/router';
import { jobRouter } from './job/router';
import { liveRouter } from './live/router';
import { messageRouter } from './message/router';
import { notificationRouter } from './notification/router';
import { onboardingRouter } from './onboarding/router';
import { profileRouter } from './profile/router';
import { superAdminRouter } from './super-admin/router';
import { talentRouter } from './talent/router';

export const appRouter = router({
  auth: authRouter,
  job: jobRouter,
  application: applicationRouter,
  dashboard: dashboardRouter,
  live: liveRouter,
  messages: messageRouter,
  notifications: notificationRouter,
  profile: profileRouter,
  talent: talentRouter,
  onboarding: onboardingRouter,
  admin: adminRouter,
  superAdmin: superAdminRouter,
});

export type AppRouter = typeof appRouter;
