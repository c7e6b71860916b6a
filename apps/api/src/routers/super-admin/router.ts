import { router } from '../../trpc/init';
import { auditLog } from './audit-log';
import { changeRole } from './change-role';
import { deleteJob } from './delete-job';
import { deleteUser } from './delete-user';
import { exportRegistrations } from './export-registrations';
import { introduceDeveloper } from './introduce-developer';
import { introductionCandidates } from './introduction-candidates';
import { introductionShare } from './introduction-share';
import { listClients } from './list-clients';
import { listDevelopers } from './list-developers';
import { listJobs } from './list-jobs';
import { listUsers } from './list-users';
import { needsMatching } from './needs-matching';
import { setDeveloperStatus } from './set-developer-status';
import { stats } from './stats';

/** Platform administration (spec 001 "Super Admin Dashboard"); admins only, declared by each builder. */
export const superAdminRouter = router({
  stats,
  listUsers,
  listDevelopers,
  listClients,
  listJobs,
  changeRole,
  deleteUser,
  setDeveloperStatus,
  deleteJob,
  exportRegistrations,
  auditLog,
  needsMatching,
  introductionCandidates,
  introduceDeveloper,
  introductionShare,
});
