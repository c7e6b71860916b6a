import { router } from '../../trpc/init';
import { approve } from './approve';
import { approveDeveloper } from './approve-developer';
import { assessmentStart } from './assessment-start';
import { assessmentSubmit } from './assessment-submit';
import { getDraft } from './get-draft';
import { interviewPropose } from './interview-propose';
import { list } from './list';
import { listPendingDevelopers } from './list-pending-developers';
import { myStatus } from './my-status';
import { questionCreate, questionList, questionRemove, questionUpdate } from './question-bank';
import { referencesFor } from './references-for';
import { myReferences } from './references-mine';
import { setReferences } from './references-set';
import { reject } from './reject';
import { resetRejected } from './reset-rejected';
import { saveDraft } from './save-draft';
import { saveScorecard, scorecard } from './scorecard';
import { setStage } from './set-stage';
import { setStatus } from './set-status';
import { stats } from './stats';
import { status } from './status';
import { submit } from './submit';

/** Vetting (spec 001 "Developer Onboarding" and "Admin Dashboard"): the talent's five-step submission and its draft, its stages (issue 38), then the admins' review of it; who may call each is declared by its builder. */
export const vettingRouter = router({
  getDraft,
  saveDraft,
  submit,
  myStatus,
  status,
  stats,
  list,
  approve,
  reject,
  setStatus,
  setStage,
  saveScorecard,
  scorecard,
  interviewPropose,
  resetRejected,
  listPendingDevelopers,
  approveDeveloper,
  questionList,
  questionCreate,
  questionUpdate,
  questionRemove,
  assessmentStart,
  assessmentSubmit,
  setReferences,
  myReferences,
  referencesFor,
});
