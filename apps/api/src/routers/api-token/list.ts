import { findUserApiTokens } from '@talanta/db';
import { ZApiToken } from '@talanta/schema';
import { z } from 'zod';
import { signedInProcedure } from '../../trpc/procedures';
import { toApiToken } from './to-api-token';

/** GET /api/tokens: the signed-in user's tokens, newest first, without their secrets. */
export const list = signedInProcedure
  .output(z.array(ZApiToken))
  .query(async ({ ctx }) => (await findUserApiTokens(ctx.db, ctx.user.id)).map(toApiToken));
