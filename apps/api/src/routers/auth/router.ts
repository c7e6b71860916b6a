import { router } from '../../trpc/init';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { logout } from './logout';
import { me } from './me';
import { register } from './register';
import { resetPassword } from './reset-password';
import { session } from './session';
import { updateUser } from './update-user';

export const authRouter = router({
  register,
  login,
  me,
  session,
  updateUser,
  logout,
  forgotPassword,
  resetPassword,
});
