import { router } from '../../trpc/init';
import { clientStats } from './client-stats';
import { developerStats } from './developer-stats';

export const dashboardRouter = router({
  clientStats,
  developerStats,
});
