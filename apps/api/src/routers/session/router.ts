import { router } from '../../trpc/init';
import { list } from './list';
import { revoke } from './revoke';
import { revokeOthers } from './revoke-others';

export const sessionRouter = router({
  list,
  revoke,
  revokeOthers,
});
