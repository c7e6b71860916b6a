import { router } from '../../trpc/init';
import { dismiss } from './dismiss';
import { list } from './list';
import { match } from './match';

export const bankTransactionRouter = router({
  dismiss,
  list,
  match,
});
