import { hashToken } from '../../auth/tokens';

/** The id a session shows in lists: 16 hex characters of the SHA-256 of its id, never a token part. */
export const publicSessionId = (sessionId: string) => hashToken(sessionId).slice(0, 16);
