import { router } from '../../trpc/init';
import { approve } from './approve';
import { approveDeveloper } from './approve-developer';
import { getDraft } from './get-draft';
import { list } from './list';
import { listPendingDevelopers } from './list-pending-developers';
import { myStatus } from './my-status';
import { reject } from './reject';
import { resetRejected } from './reset-rejected';
import { saveDraft } from './save-draft';
import { setStatus } from './set-status';
import { submit } from './submit';

/** Vetting (spec 001 "Developer Onboarding" and "Admin Dashboard"): the talent's five-step submission and its draft, then the admins' review of it; who may call each is declared by its builder. */
export const vettingRouter = router({
  getDraft,
  saveDraft,
  submit,
  myStatus,
  list,
  approve,
  reject,
  setStatus,
  resetRejected,
  listPendingDevelopers,
  approveDeveloper,
});
