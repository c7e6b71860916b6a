import { findPendingDevelopers } from '@talanta/db';
import { ZPendingDeveloper } from '@talanta/schema';
import { z } from 'zod';
import { adminProcedure } from '../../trpc/procedures';

/** GET /api/admin/pending-developers: developer profiles waiting for approval, with their user. */
export const listPendingDevelopers = adminProcedure
  .output(z.array(ZPendingDeveloper))
  .query(({ ctx }) => findPendingDevelopers(ctx.db));
