import { router } from '../../trpc/init';
import { publicStats } from './public';

export const statsRouter = router({
  public: publicStats,
});
