import { router } from '../../trpc/init';
import { changePassword } from './change-password';
import { forgotPassword } from './forgot-password';
import { invitation } from './invitation';
import { login } from './login';
import { logout } from './logout';
import { me } from './me';
import { register } from './register';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import { session } from './session';
import { setLocale } from './set-locale';
import { undoEmailChange } from './undo-email-change';
import { updateUser } from './update-user';
import { verifyEmail } from './verify-email';

export const authRouter = router({
  changePassword,
  forgotPassword,
  invitation,
  login,
  logout,
  me,
  register,
  resendVerification,
  resetPassword,
  session,
  undoEmailChange,
  updateUser,
  setLocale,
  verifyEmail,
});
