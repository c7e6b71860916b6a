/**
 * A fresh id for one message the user sends. The server stores a message once per id, so sending
 * the same text again after a failure (which may have reached the server) never duplicates it.
 */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http hosts other than localhost still get 128 random bits.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
