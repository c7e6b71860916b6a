import { router } from '../../trpc/init';
import { byId } from './by-id';
import { list } from './list';

export const openJobRouter = router({
  byId,
  list,
});
