import { router } from '../../trpc/init';
import { applyToJob } from './apply-to-job';
import { listJobApplications } from './list-job-applications';
import { listMyApplications } from './list-my-applications';
import { updateStatus } from './update-application-status';

export const applicationRouter = router({
  applyToJob,
  listForJob: listJobApplications,
  updateStatus,
  listMine: listMyApplications,
});
