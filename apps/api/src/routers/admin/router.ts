import { router } from '../../trpc/init';
import { approveApplication } from './approve-application';
import { approveDeveloper } from './approve-developer';
import { listApplications } from './list-applications';
import { listPendingDevelopers } from './list-pending-developers';
import { rejectApplication } from './reject-application';
import { resetRejected } from './reset-rejected';
import { setApplicationStatus } from './set-application-status';

/** Application review (spec 001 "Admin Dashboard"); admins only, declared by each builder. */
export const adminRouter = router({
  applications: listApplications,
  approveApplication,
  rejectApplication,
  setApplicationStatus,
  resetRejected,
  pendingDevelopers: listPendingDevelopers,
  approveDeveloper,
});
