import { router } from '../../trpc/init';
import { byId } from './by-id';
import { end } from './end';
import { list } from './list';

export const contractRouter = router({
  byId,
  end,
  list,
});
