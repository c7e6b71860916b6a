import { router } from '../trpc/init';
import { authRouter } from './auth/router';

export const appRouter = router({
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
