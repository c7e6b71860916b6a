import { router } from '../../trpc/init';
import { applyToJob } from './apply-to-job';
import { listForJob } from './list-for-job';
import { listMine } from './list-mine';
import { updateStatus } from './update-status';

export const applicationRouter = router({
  applyToJob,
  listForJob,
  updateStatus,
  listMine,
});
