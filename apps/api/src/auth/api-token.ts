import { constantTimeEqual } from '@oslojs/crypto/subtle';
import {
  type ApiTokenScope,
  type Executor,
  findApiTokenForAuth,
  insertApiToken,
  touchApiToken,
} from '@talanta/db';
import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX } from '@talanta/schema';
import { DAY_MS, hashTokenSecret, randomTokenPart } from './tokens';

/**
 * Personal access tokens, made like sessions (auth/session.ts): `tal_<id>_<secret>`, each part
 * from 20 random bytes; the database keeps the id and the SHA-256 of the secret, compared in
 * constant time. The prefix tells them from session tokens and lets secret scanners find leaks.
 */

/** A token's last use is written at most this often, so a busy token does not write on every request. */
export const LAST_USED_PRECISION_MS = 60_000;
const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}([a-z2-7]{32})_([a-z2-7]{32})$`);

export interface ApiTokenRecord {
  id: string;
  userId: number;
  scopes: ApiTokenScope[];
}

export async function createApiToken(
  db: Executor,
  input: { userId: number; name: string; scopes: ApiTokenScope[]; expiresInDays?: number | undefined },
) {
  const id = randomTokenPart();
  const secret = randomTokenPart();
  const expiresAt =
    input.expiresInDays === undefined ? null : new Date(Date.now() + input.expiresInDays * DAY_MS);
  const row = await insertApiToken(db, {
    id,
    userId: input.userId,
    name: input.name,
    scopes: input.scopes,
    secretHash: hashTokenSecret(secret),
    expiresAt,
  });
  return { row, token: `${API_TOKEN_PREFIX}${id}_${secret}` };
}

export type BearerCheck =
  | { ok: true; token: ApiTokenRecord }
  | { ok: false; message: (typeof API_TOKEN_MESSAGES)['invalid' | 'expired'] };

/** The token a bearer credential names, if it exists, matches and has not expired; records the use. */
export async function validateApiToken(db: Executor, token: string, now = new Date()): Promise<BearerCheck> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { ok: false, message: API_TOKEN_MESSAGES.invalid };
  const [, id = '', secret = ''] = match;
  const row = await findApiTokenForAuth(db, id);
  if (!row || !constantTimeEqual(hashTokenSecret(secret), new Uint8Array(row.secretHash)))
    return { ok: false, message: API_TOKEN_MESSAGES.invalid };
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime())
    return { ok: false, message: API_TOKEN_MESSAGES.expired };
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS)
    await touchApiToken(db, id, now);
  return { ok: true, token: { id: row.id, userId: row.userId, scopes: row.scopes } };
}
