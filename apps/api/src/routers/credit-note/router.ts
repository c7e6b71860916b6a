import { router } from '../../trpc/init';
import { byId } from './by-id';
import { create } from './create';
import { list } from './list';
import { pdf } from './pdf';

export const creditNoteRouter = router({
  byId,
  create,
  list,
  pdf,
});
