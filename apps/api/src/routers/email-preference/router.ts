import { router } from '../../trpc/init';
import { list } from './list';
import { unsubscribe } from './unsubscribe';
import { unsubscribeInfo } from './unsubscribe-info';
import { update } from './update';

export const emailPreferenceRouter = router({
  list,
  update,
  unsubscribeInfo,
  unsubscribe,
});
