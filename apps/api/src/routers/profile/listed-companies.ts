import { findListedCompanies } from '@talanta/db';
import { PUBLIC_LIST_LIMITS, ZListedCompany } from '@talanta/schema';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';

/**
 * GET /api/companies: the client companies that opted in to being named on the public pages
 * (issue 40), longest-standing first; cached for a minute in each process.
 */
export const listedCompanies = publicProcedure
  .output(z.array(ZListedCompany))
  .query(({ ctx }) =>
    ctx.services.caches.listedCompanies.getOrLoad('listed', () =>
      findListedCompanies(ctx.db, PUBLIC_LIST_LIMITS.companies),
    ),
  );
