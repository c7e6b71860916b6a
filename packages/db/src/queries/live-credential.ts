import type { TUserRole } from '@talanta/schema';
import type { Executor } from './executor';

/**
 * The channel of credential signals (migration 0029): the payload is the id of a user one of
 * whose sessions or API tokens ended, or whose role changed; their open live streams re-check.
 */
export const CREDENTIAL_SIGNALS_CHANNEL = 'talanta_credential_signals';

/** What a live stream was opened with: exactly one of a session or an API token. */
export interface LiveCredential {
  userId: number;
  role: TUserRole;
  sessionId: string | null;
  apiTokenId: string | null;
}

/**
 * Whether the session or token a stream was opened with still stands: its row is there and not
 * expired, and the user still has the role the stream was opened with.
 */
export async function isLiveCredentialCurrent(db: Executor, credential: LiveCredential): Promise<boolean> {
  const now = new Date();
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', credential.userId)
    .where('users.role', '=', credential.role)
    .where('users.deletedAt', 'is', null)
    .where((eb) =>
      credential.sessionId !== null
        ? eb.exists(
            eb
              .selectFrom('authSessions')
              .select('authSessions.id')
              .where('authSessions.id', '=', credential.sessionId)
              .where('authSessions.userId', '=', credential.userId)
              .where('authSessions.expiresAt', '>', now),
          )
        : eb.exists(
            eb
              .selectFrom('apiTokens')
              .select('apiTokens.id')
              .where('apiTokens.id', '=', credential.apiTokenId ?? '')
              .where('apiTokens.userId', '=', credential.userId)
              .where((token) =>
                token.or([token('apiTokens.expiresAt', 'is', null), token('apiTokens.expiresAt', '>', now)]),
              ),
          ),
    )
    .executeTakeFirst();
  return row !== undefined;
}
