import { findApplicationsByDeveloper, toMyApplication } from '@talanta/db';
import { ZMyApplication } from '@talanta/schema';
import { z } from 'zod';
import { developerProcedure } from '../../trpc/procedures';

/** My Applications: the signed-in developer's applications, newest first, each with its job. */
export const listMine = developerProcedure.output(z.array(ZMyApplication)).query(async ({ ctx }) => {
  const applications = await findApplicationsByDeveloper(ctx.db, ctx.user.id);
  return applications.map(toMyApplication);
});
