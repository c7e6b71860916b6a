import { ZShortlist } from '@talanta/schema';
import { z } from 'zod';
import { clientProcedure } from '../../trpc/procedures';
import { shortlistsOf } from './shortlist-procedures';

/** GET /api/shortlists: the client's lists, newest first, each with its developers. */
export const list = clientProcedure
  .output(z.array(ZShortlist))
  .query(({ ctx }) => shortlistsOf(ctx.db, ctx.user.id));
