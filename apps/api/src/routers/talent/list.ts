import { searchDevelopers } from '@talanta/db';
import { ZDeveloperPage, ZDeveloperSearchInput } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

/**
 * GET /api/developers/all: approved developers, searched and filtered by the server. Public: it
 * shows what the public profile pages show anyway (never email or phone), and it backs both the
 * signed-in Browse Tech Talent screen and the visitors' showcase.
 */
export const list = publicProcedure
  .input(ZDeveloperSearchInput)
  .output(ZDeveloperPage)
  // Public and the same for everyone: cached per input until a profile write's signal.
  .query(({ ctx, input }) =>
    ctx.services.caches.talent.getOrLoad(JSON.stringify(input), () => searchDevelopers(ctx.db, input)),
  );
