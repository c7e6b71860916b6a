import {
  deleteExpiredRateLimits,
  deleteRateLimit,
  type Executor,
  hitRateLimits,
  refundRateLimits,
} from '@talanta/db';
import { ERROR_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';

export interface AuthRateLimitSettings {
  windowSeconds: number;
  authPerIp: number;
  /** Attempts on one email (or reset token) from one IP. */
  authPerEmail: number;
  /** Attempts on one email (or reset token) from all IPs together. */
  authPerEmailCeiling: number;
}

/** Which form is being tried; each keeps its own per-email counters, the per-IP one is shared. */
export type AuthAction =
  | 'account'
  | 'sign-in'
  | 'password-reset-request'
  | 'password-reset'
  | 'two-factor'
  /** A referee's link (issue 38), counted by the token's hash. */
  | 'reference'
  /** An account invitation's link (issue 38), counted by the token's hash. */
  | 'invitation';

const CLEANUP_INTERVAL_MS = 60_000;

/**
 * Limits sign-in, registration and reset attempts with fixed-window counters in the database, so
 * every API process shares them (ADR 0216). Three limits apply at
 * once: per client IP, per email from that IP (tight, so the owner signing in from their own IP is
 * not locked out by someone else's failures) and per email from all IPs (a looser ceiling).
 */
export class AuthRateLimiter {
  #nextCleanupAt = 0;

  constructor(
    private readonly db: Executor,
    private readonly settings: AuthRateLimitSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts one attempt; throws TOO_MANY_REQUESTS carrying the seconds to wait. */
  async consume(ip: string, subject: string, action: AuthAction = 'account'): Promise<void> {
    const { authPerIp, authPerEmail, authPerEmailCeiling, windowSeconds } = this.settings;
    const limits = new Map([
      [ipKey(ip), authPerIp],
      [subjectFromIpKey(action, subject, ip), authPerEmail],
      [subjectKey(action, subject), authPerEmailCeiling],
    ]);
    const counts = await hitRateLimits(this.db, [...limits.keys()], windowSeconds);
    this.#cleanUpNow();
    const exceeded = counts.filter((count) => count.hits > (limits.get(count.key) ?? 0));
    if (exceeded.length === 0) return;
    // A refused attempt is taken back from the per-email limits it did not exceed, so an attacker
    // held back on one IP cannot use up the owner's ceiling; the per-IP limit counts every attempt.
    const refundable = counts.filter((count) => !exceeded.includes(count) && count.key !== ipKey(ip));
    await refundRateLimits(
      this.db,
      refundable.map((count) => count.key),
    );
    throw new TooManyAttemptsError(Math.max(...exceeded.map((count) => count.retryAfterSeconds)));
  }

  /** After a successful sign-in: that email's attempts from that IP start again from zero. */
  async forget(ip: string, subject: string, action: AuthAction): Promise<void> {
    await deleteRateLimit(this.db, subjectFromIpKey(action, subject, ip));
  }

  /** Expired windows are deleted at most once a minute per process, after the counting, never failing it. */
  #cleanUpNow(): void {
    if (Date.now() < this.#nextCleanupAt) return;
    this.#nextCleanupAt = Date.now() + CLEANUP_INTERVAL_MS;
    deleteExpiredRateLimits(this.db).catch((error: unknown) =>
      this.log.warn({ err: error }, 'could not delete expired rate-limit counters'),
    );
  }
}

const normalise = (subject: string) => subject.trim().toLowerCase();
const ipKey = (ip: string) => `ip:${ip}`;
const subjectKey = (action: AuthAction, subject: string) => `${action}:${normalise(subject)}`;
const subjectFromIpKey = (action: AuthAction, subject: string, ip: string) =>
  `${subjectKey(action, subject)}|${ip}`;

export class TooManyAttemptsError extends TRPCError {
  constructor(readonly retryAfterSeconds: number) {
    super({ code: 'TOO_MANY_REQUESTS', message: ERROR_MESSAGES.tooManyRequests });
  }
}
