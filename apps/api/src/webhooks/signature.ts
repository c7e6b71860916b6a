import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` and a
 * base64 key; the signed content is `${id}.${timestamp}.${body}`; the signature header is
 * `v1,` and the base64 HMAC-SHA256. Written with node:crypto: it is a few lines, and keeps a
 * dependency out of the server (the tests verify with the standardwebhooks package).
 */

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes (the spec asks for 24 to 64). */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${signature}`;
}

/** The three headers of one attempt, signed at the time of sending. */
export function webhookHeaders(secret: string, id: string, body: string, now = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
