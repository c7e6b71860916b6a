import { router } from '../../trpc/init';
import { addDeveloper } from './add-developer';
import { create } from './create';
import { list } from './list';
import { remove } from './remove';
import { removeDeveloper } from './remove-developer';
import { rename } from './rename';

/**
 * Clients' shortlists (issue 14): named lists of developers with a private note each. Owner only:
 * every change locks the list and re-checks its owner inside the transaction.
 */
export const shortlistRouter = router({
  list,
  create,
  rename,
  remove,
  addDeveloper,
  removeDeveloper,
});
