import { router } from '../../trpc/init';
import { listFailed } from './list-failed';
import { retry } from './retry';

/** The email outbox as admins see it: failing emails and their retry (issue 15); admins only. */
export const emailOutboxRouter = router({
  listFailed,
  retry,
});
