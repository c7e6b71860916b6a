import { router } from '../../trpc/init';
import { beginSetup } from './begin-setup';
import { completeSignIn } from './complete-sign-in';
import { confirmSetup } from './confirm-setup';
import { disable } from './disable';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes';
import { status } from './status';

export const twoFactorRouter = router({
  beginSetup,
  completeSignIn,
  confirmSetup,
  disable,
  regenerateRecoveryCodes,
  status,
});
