import { ZForgotPasswordInput, ZLoginInput, ZResetPasswordInput } from '@talanta/schema';
import { verdictOf } from '@/lib/native-form';

// The checks of the sign-in pages' native forms, loaded apart from their screens once a form is
// used (lazyFunctionOnUse).
export const checkLogin = verdictOf(ZLoginInput);
export const checkForgotPassword = verdictOf(ZForgotPasswordInput);
export const checkResetPassword = verdictOf(ZResetPasswordInput);
