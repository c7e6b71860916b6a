import { API_TOKEN_MESSAGES, ERROR_MESSAGES, type TUserRole } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createToken } from './helpers/api-tokens';
import { useTestApp } from './helpers/app';
import { CROSS_SITE, OWN_HOST } from './helpers/http';
import { buildWalkWorld, type WalkWorld, type WriteTarget, writeTargets } from './helpers/walk';

/**
 * The bearer walk: every state-changing REST row and tRPC mutation, sent from a foreign Origin
 * with an API token of the role that may call it. A token is no ambient credential, so the
 * cross-site guard lets it through (a write token then reaches the procedure); a read token is
 * refused with 403 whatever the call. It runs on its own world: write calls really happen.
 */

const t = useTestApp();
const ROLES: TUserRole[] = ['developer', 'client', 'admin'];

async function send(target: WriteTarget, token: string) {
  const response = await t.app.inject({
    method: target.method,
    url: target.path,
    headers: {
      host: OWN_HOST,
      origin: CROSS_SITE,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    payload: target.method === 'DELETE' ? undefined : '{}',
  });
  const body = response.json() as { message?: string; error?: { message: string } };
  return { status: response.statusCode, message: body.message ?? body.error?.message };
}

describe('the bearer walk: every write with an API token from a foreign Origin', () => {
  let world: WalkWorld;
  const tokens = {} as Record<TUserRole, { read: string; write: string }>;
  beforeAll(async () => {
    world = await buildWalkWorld(t);
    for (const role of ROLES) {
      const actor = world.actors[role];
      tokens[role] = {
        read: (await createToken(actor, { name: 'walk read', scopes: ['read'] })).token,
        write: (await createToken(actor, { name: 'walk write', scopes: ['read', 'write'] })).token,
      };
    }
  });

  it('refuses each write of a read token with 403, changing nothing', async () => {
    const before = await t.db.selectFrom('users').selectAll().orderBy('id').execute();
    const unexpected: string[] = [];
    for (const target of writeTargets(world)) {
      const response = await send(target, tokens[target.role].read);
      if (response.status !== 403 || response.message !== API_TOKEN_MESSAGES.readOnly)
        unexpected.push(`${response.status} ${target.label}: ${response.message}`);
    }
    expect(unexpected).toEqual([]);
    expect(await t.db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(before);
  }, 120_000);

  it('lets each write of a write token past the cross-site guard to its procedure', async () => {
    const unexpected: string[] = [];
    const all = writeTargets(world);
    expect(all.length).toBeGreaterThan(60);
    for (const target of all) {
      const response = await send(target, tokens[target.role].write);
      const refusedAsCrossSite = response.status === 403 && response.message === ERROR_MESSAGES.badOrigin;
      // The procedure ran: it answered, or refused the empty body; never the guard, never a 5xx or 401.
      if (refusedAsCrossSite || response.status >= 500 || response.status === 401 || response.status === 415)
        unexpected.push(`${response.status} ${target.label}: ${response.message}`);
    }
    expect(unexpected).toEqual([]);
  }, 120_000);
});
