import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { type Executor, lockTwoFactorCredential, markTwoFactorCodeUsed, useRecoveryCode } from '@talanta/db';
import { TWO_FACTOR_LIMITS, TWO_FACTOR_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import QRCode from 'qrcode';
import { hashToken, randomTokenPart } from './tokens';

/**
 * TOTP (RFC 6238: 30-second steps, 6 digits, SHA-1 as every authenticator app expects) with a
 * window of one step either side, and recovery codes. A code's step must be later than the last
 * one accepted, so a code seen over a shoulder cannot be used again.
 */

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'Talanta';

export function newTotpSecret(): Uint8Array {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return bytes;
}

/** What the setup screen shows: the secret to type, the otpauth URI and the URI as an SVG QR code. */
export async function describeTotpSecret(secret: Uint8Array, accountName: string) {
  const otpauthUri = createTOTPKeyURI(ISSUER, accountName, secret, PERIOD_SECONDS, DIGITS);
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: encodeBase32UpperCaseNoPadding(secret), otpauthUri, qrSvg };
}

/** The step a code belongs to (now, one before or one after), 'replayed' when not later than the last, or null. */
export function matchTotpStep(
  secret: Uint8Array,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | 'replayed' | null {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (const step of [current, current - 1, current + 1]) {
    if (generateHOTP(secret, BigInt(step), DIGITS) !== code) continue;
    return lastUsedStep !== null && step <= lastUsedStep ? 'replayed' : step;
  }
  return null;
}

/** Spaces and dashes are ignored, letters are compared in lower case. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** Ten new recovery codes (80 random bits each, shown as xxxx-xxxx-xxxx-xxxx) and their hashes. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: TWO_FACTOR_LIMITS.recoveryCodes }, () =>
    (randomTokenPart().slice(0, 16).match(/.{4}/g) ?? []).join('-'),
  );
  return { codes, hashes: codes.map((code) => hashToken(normaliseCode(code))) };
}

export interface SecondFactorCheck {
  /** Setup's confirmation: the pending secret's code turns 2FA on; recovery codes do not count. */
  confirmingSetup?: boolean;
  /** The error code of a wrong code: 401 at sign-in, 400 in Account Settings. */
  failure: 'UNAUTHORIZED' | 'BAD_REQUEST';
}

/**
 * Checks a TOTP or recovery code of the user inside the caller's transaction (the credential row is
 * locked, so two requests cannot spend the same step or recovery code) and records its use.
 */
export async function checkSecondFactor(
  trx: Executor,
  userId: number,
  rawCode: string,
  options: SecondFactorCheck,
): Promise<void> {
  const credential = await lockTwoFactorCredential(trx, userId);
  const enabled = Boolean(credential?.enabledAt);
  if (!credential || (options.confirmingSetup ? enabled : !enabled)) {
    const message = options.confirmingSetup
      ? credential
        ? TWO_FACTOR_MESSAGES.alreadyEnabled
        : TWO_FACTOR_MESSAGES.noSetup
      : TWO_FACTOR_MESSAGES.notEnabled;
    throw new TRPCError({ code: 'CONFLICT', message });
  }
  const code = normaliseCode(rawCode);
  const wrong = () => new TRPCError({ code: options.failure, message: TWO_FACTOR_MESSAGES.invalidCode });
  if (isTotpCode(code)) {
    const step = matchTotpStep(new Uint8Array(credential.secret), code, credential.lastUsedStep);
    if (step === 'replayed')
      throw new TRPCError({ code: options.failure, message: TWO_FACTOR_MESSAGES.replayedCode });
    if (step === null) throw wrong();
    await markTwoFactorCodeUsed(trx, userId, step, options.confirmingSetup);
    return;
  }
  if (options.confirmingSetup || !(await useRecoveryCode(trx, userId, hashToken(code)))) throw wrong();
}

/** A pending sign-in's cookie token and the hash stored for it. */
export function newChallengeToken(): { token: string; idHash: string } {
  const token = randomTokenPart();
  return { token, idHash: hashToken(token) };
}

export { hashToken as hashChallengeToken };
