import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { HttpClient } from './http';

/** Two-factor sign-in in tests: codes computed from the secret the setup answered, as an app would. */

/** The authenticator app's code for the secret, `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0): string {
  const step = Math.floor(Date.now() / 30_000) + steps;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}

export interface TwoFactorOn {
  secret: string;
  recoveryCodes: string[];
}

/** Turns two-factor sign-in on for the client's user over REST (setup, then a code). */
export async function turnOnTwoFactor(http: HttpClient): Promise<TwoFactorOn> {
  const setup = await http.post('/api/auth/2fa/setup');
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const confirmed = await http.post('/api/auth/2fa/confirm', { code: totpCode(setup.body.secret) });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/**
 * Lets the user's next code be the current step again. A code is refused once its step was used
 * (replay), so tests that sign in several times within 30 seconds start each from a clean slate.
 */
export async function forgetUsedStep(t: TestApp, userId: number): Promise<void> {
  await t.db
    .updateTable('twoFactorCredentials')
    .set({ lastUsedStep: null })
    .where('userId', '=', userId)
    .execute();
}
