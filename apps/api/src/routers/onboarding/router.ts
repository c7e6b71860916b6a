import { router } from '../../trpc/init';
import { getDraft } from './get-draft';
import { saveDraft } from './save-draft';
import { submitApplication } from './submit-application';

/** The developer onboarding wizard (spec 001): its draft, then the application. */
export const onboardingRouter = router({ getDraft, saveDraft, submitApplication });
