import { ERROR_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface AuthRateLimitSettings {
  windowSeconds: number;
  authPerIp: number;
  authPerEmail: number;
}

/**
 * Limits sign-in, registration and reset attempts per client IP and per email address. Counters
 * expire with their window, so the real owner of an attacked email is slowed, never locked out
 * for good; a successful sign-in clears that email's counter.
 */
export class AuthRateLimiter {
  readonly #perIp: RateLimiterMemory;
  readonly #perEmail: RateLimiterMemory;

  constructor(settings: AuthRateLimitSettings) {
    this.#perIp = new RateLimiterMemory({
      keyPrefix: 'auth-ip',
      points: settings.authPerIp,
      duration: settings.windowSeconds,
    });
    this.#perEmail = new RateLimiterMemory({
      keyPrefix: 'auth-email',
      points: settings.authPerEmail,
      duration: settings.windowSeconds,
    });
  }

  /** Counts one attempt; throws TOO_MANY_REQUESTS carrying the seconds to wait. */
  async consume(ip: string, email: string): Promise<void> {
    try {
      await Promise.all([this.#perIp.consume(ip), this.#perEmail.consume(email.toLowerCase())]);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new TooManyAttemptsError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
  }

  async forgetEmail(email: string): Promise<void> {
    await this.#perEmail.delete(email.toLowerCase());
  }
}

export class TooManyAttemptsError extends TRPCError {
  constructor(readonly retryAfterSeconds: number) {
    super({ code: 'TOO_MANY_REQUESTS', message: ERROR_MESSAGES.tooManyRequests });
  }
}
