import { router } from '../../trpc/init';
import { create } from './create';
import { deliveries } from './deliveries';
import { list } from './list';
import { remove } from './remove';
import { sendTest } from './send-test';
import { update } from './update';

export const webhookRouter = router({
  create,
  deliveries,
  list,
  remove,
  sendTest,
  update,
});
