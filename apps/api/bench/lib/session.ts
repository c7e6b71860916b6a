import type { DbHandle } from '@talanta/db';
import type { TUserRole } from '@talanta/schema';
import { SESSION_COOKIE } from '../../src/auth/cookie';
import { createSession } from '../../src/auth/session';

/** A session for the user, as the Cookie header a signed-in browser sends. */
export async function sessionCookie(handle: DbHandle, userId: number, role: TUserRole): Promise<string> {
  const session = await createSession(handle.db, userId, role);
  return `${SESSION_COOKIE}=${session.token}`;
}
