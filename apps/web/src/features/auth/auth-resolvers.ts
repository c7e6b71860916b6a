import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordInput, ZLoginInput, ZRegisterInput, ZResetPasswordInput } from '@talanta/schema';

// The sign-in forms' validation, loaded apart from their screens (lib/lazy-resolver.ts).
export const loginResolver = zodResolver(ZLoginInput);
export const registerResolver = zodResolver(ZRegisterInput);
export const forgotPasswordResolver = zodResolver(ZForgotPasswordInput);
export const resetPasswordResolver = zodResolver(ZResetPasswordInput);
