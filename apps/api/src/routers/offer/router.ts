import { router } from '../../trpc/init';
import { accept } from './accept';
import { create } from './create';
import { decline } from './decline';
import { list } from './list';
import { withdraw } from './withdraw';

export const offerRouter = router({
  accept,
  create,
  decline,
  list,
  withdraw,
});
