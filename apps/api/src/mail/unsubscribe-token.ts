import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIGURABLE_EMAIL_KINDS, type TConfigurableEmailKind } from '@talanta/schema';

/**
 * One-click unsubscribe tokens: `<userId>.<kind>.<HMAC-SHA256(key, "unsubscribe:<userId>:<kind>")>`,
 * so the link works without signing in and cannot be forged for another user or kind. The key is
 * derived from the server secret (SESSION_SECRET or DATA_DIR/session-secret); the app sets it once
 * when it is built (useEmailSigningKey), because emails are queued from many places that only know
 * their transaction and origin.
 */
/** The route mail providers POST the one-click unsubscribe to (List-Unsubscribe). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

let signingKey: string | null = null;

export function useEmailSigningKey(serverSecret: string): void {
  signingKey = createHmac('sha256', serverSecret).update('talanta email unsubscribe').digest('hex');
}

function key(): string {
  if (!signingKey) throw new Error('the email signing key is not set (useEmailSigningKey)');
  return signingKey;
}

function mac(userId: number, kind: string): string {
  return createHmac('sha256', key()).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

export function signUnsubscribeToken(userId: number, kind: TConfigurableEmailKind): string {
  return `${userId}.${kind}.${mac(userId, kind)}`;
}

/** The user and kind a token names, or null when it is malformed or not ours. */
export function verifyUnsubscribeToken(
  token: string,
): { userId: number; kind: TConfigurableEmailKind } | null {
  const [id, kind, signature, ...rest] = token.split('.');
  if (!id || !kind || !signature || rest.length > 0 || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const known = CONFIGURABLE_EMAIL_KINDS.find((candidate) => candidate === kind);
  if (!known) return null;
  const userId = Number(id);
  const expected = Buffer.from(mac(userId, known));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: known };
}
