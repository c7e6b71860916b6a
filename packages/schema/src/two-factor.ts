import { z } from 'zod';
import { secondFactorCodeField, ZUser } from './auth';
import { text } from './fields';

/**
 * Two-factor sign-in (issue 15): an authenticator app's six-digit codes (TOTP, RFC 6238) or one of
 * ten single-use recovery codes, asked after the password. Optional for everyone; with
 * REQUIRE_ADMIN_2FA=true admins must turn it on before any admin action.
 */

export const TWO_FACTOR_LIMITS = {
  recoveryCodes: 10,
  /** Minutes a password-checked sign-in waits for its code. */
  challengeMinutes: 5,
} as const;

export const TWO_FACTOR_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app or a recovery code',
  invalidCode: 'That code is not right. Check your authenticator app and try again.',
  replayedCode: 'That code was already used. Wait for the next one in your authenticator app.',
  noChallenge: 'Your sign-in expired or was already completed. Sign in again with your password.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  noSetup: 'Start the setup again: no pending authenticator secret.',
  wrongPassword: 'Current password is incorrect',
  disabled: 'Two-factor sign-in turned off.',
  requiredForAdmins: 'Turn on two-factor sign-in in Account Settings before using admin features.',
  requiredForAdminTokens:
    'Admins must turn on two-factor sign-in in Account Settings before creating API tokens.',
} as const;

const code = secondFactorCodeField(TWO_FACTOR_MESSAGES.code);

/** POST /api/auth/2fa (second step of sign-in), confirm setup, regenerate recovery codes. */
export const ZTwoFactorCodeInput = z.object({ code });
export type TTwoFactorCodeInput = z.input<typeof ZTwoFactorCodeInput>;

/** POST /api/auth/2fa/disable. */
export const ZDisableTwoFactorInput = z.object({
  password: text(TWO_FACTOR_MESSAGES.wrongPassword).min(1, TWO_FACTOR_MESSAGES.wrongPassword).max(128),
  code,
});
export type TDisableTwoFactorInput = z.input<typeof ZDisableTwoFactorInput>;

/** What POST /api/auth/login answers a user with 2FA on, instead of the user. */
export const ZTwoFactorRequired = z.object({ twoFactorRequired: z.literal(true) });

/** POST /api/auth/login: the user, or the second step's signal (users without 2FA see no change). */
export const ZLoginResult = z.union([ZUser, ZTwoFactorRequired]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** GET /api/auth/2fa. */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** REQUIRE_ADMIN_2FA is on and the caller is an admin. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** POST /api/auth/2fa/setup: shown once; the secret is never sent again after confirming. */
export const ZTwoFactorSetup = z.object({
  secret: z.string().meta({ description: 'Base32 secret, for typing into an authenticator app' }),
  otpauthUri: z.string(),
  qrSvg: z.string().meta({ description: 'The otpauth URI as a QR code (SVG markup)' }),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/** Confirm setup and regenerate: the ten recovery codes, shown only this once. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;
