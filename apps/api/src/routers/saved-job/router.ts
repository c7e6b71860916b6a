import { router } from '../../trpc/init';
import { list } from './list';
import { save } from './save';
import { unsave } from './unsave';

/** Developers' saved jobs (issue 14): a bookmark on any job they can see, open or since closed. */
export const savedJobRouter = router({
  list,
  save,
  unsave,
});
