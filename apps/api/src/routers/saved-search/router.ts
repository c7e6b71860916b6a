import { router } from '../../trpc/init';
import { create } from './create';
import { list } from './list';
import { remove } from './remove';
import { update } from './update';

/**
 * Saved searches with alerts (issue 14): "instant" notifies in the app when a new job (or newly
 * approved developer) matches, "daily" sends one digest email a day; each item alerts a search once.
 */
export const savedSearchRouter = router({
  list,
  create,
  update,
  remove,
});
