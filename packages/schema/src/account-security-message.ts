// Apart from auth.ts so that the screens an emailed link opens (verify, undo an email change) do not build zod.

/** Messages of invitations, email verification, email-change undo and password change. */
export const ACCOUNT_SECURITY_MESSAGES = {
  invalidInvitation:
    'This invitation link is invalid, expired or already used. Register without it, or reply to the invitation email for a new one.',
  invitationEmailDiffers:
    'This invitation was sent to a different email address. Register with the address the invitation was sent to.',
  invitationForDevelopers: 'Invitations are for developer accounts. Choose Tech Talent to use it.',
  invalidVerification: 'This verification link is invalid or has expired. Sign in and ask for a new one.',
  emailVerified: 'Your email address is verified.',
  alreadyVerified: 'Your email address is already verified.',
  verificationSent: 'We sent a new verification link to your email address.',
  resendTooSoon: 'We sent a verification link moments ago. Please wait a little before asking for another.',
  invalidUndo: 'This link is invalid or has expired.',
  undoEmailTaken:
    'Your previous email address now belongs to another account, so it cannot be restored. Please contact support.',
  emailRestored:
    'Your previous email address is restored and every session was signed out. Sign in again, and reset your password if you did not change it.',
  currentPassword: 'Current password is required',
  wrongCurrentPassword: 'Your current password is incorrect',
  secondFactorRequired:
    'Two-factor sign-in is on: enter the 6-digit code from your authenticator app or a recovery code',
  passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
} as const;
