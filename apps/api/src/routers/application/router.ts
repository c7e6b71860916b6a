import { router } from '../../trpc/init';
import { applyToJob } from './apply-to-job';
import { byId } from './by-id';
import { listForJob } from './list-for-job';
import { listMine } from './list-mine';
import { updateStatus } from './update-status';
import { withdraw } from './withdraw';

export const applicationRouter = router({
  applyToJob,
  byId,
  listForJob,
  listMine,
  updateStatus,
  withdraw,
});
