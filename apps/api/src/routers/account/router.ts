import { router } from '../../trpc/init';
import { deleteAccount } from './delete-account';
import { exportData } from './export-data';

/** The signed-in user's data rights (issue 15): the export and deleting the account. */
export const accountRouter = router({
  exportData,
  deleteAccount,
});
