import { findTopDevelopers } from '@talanta/db';
import { ZPublicDeveloper, ZTopDevelopersInput } from '@talanta/schema';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';

/** GET /api/developers/top?limit=n: approved developers, verified and most complete first. */
export const top = publicProcedure
  .input(ZTopDevelopersInput)
  .output(z.array(ZPublicDeveloper))
  .query(({ ctx, input }) => findTopDevelopers(ctx.db, input.limit));
