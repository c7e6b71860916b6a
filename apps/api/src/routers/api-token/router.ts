import { router } from '../../trpc/init';
import { create } from './create';
import { list } from './list';
import { revoke } from './revoke';

export const apiTokenRouter = router({
  create,
  list,
  revoke,
});
