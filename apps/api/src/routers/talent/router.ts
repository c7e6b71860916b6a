import { router } from '../../trpc/init';
import { byId } from './by-id';
import { list } from './list';
import { resume } from './resume';
import { top } from './top';

export const talentRouter = router({
  top,
  list,
  byId,
  resume,
});
