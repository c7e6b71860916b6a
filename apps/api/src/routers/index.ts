import { router } from '../trpc/init';
import { authRouter } from './auth/router';
import { liveRouter } from './live/router';

export const appRouter = router({
  auth: authRouter,
  live: liveRouter,
});

export type AppRouter = typeof appRouter;
