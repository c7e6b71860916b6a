import { findUserSessions } from '@talanta/db';
import { ZAccountSession } from '@talanta/schema';
import { z } from 'zod';
import { describeDevice } from '../../auth/device';
import { sessionProcedure } from '../../trpc/procedures';
import { publicSessionId } from './public-session-id';

/** GET /api/account/sessions: the signed-in user's sessions, most recently seen first. */
export const list = sessionProcedure.output(z.array(ZAccountSession)).query(async ({ ctx }) =>
  (await findUserSessions(ctx.db, ctx.user.id)).map((row) => ({
    id: publicSessionId(row.id),
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === ctx.session?.id,
  })),
);
