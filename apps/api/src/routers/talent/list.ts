import { searchDevelopers } from '@talanta/db';
import { type TDeveloperPage, ZDeveloperPage, ZDeveloperSearchInput } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

/**
 * GET /api/developers/all: approved developers, searched and filtered by the server. Public: it
 * shows what the public profile pages show anyway (never email or phone), and it backs both the
 * signed-in Browse Tech Talent screen and the visitors' showcase.
 */
export const list = publicProcedure
  .input(ZDeveloperSearchInput)
  // Public and the same for everyone: cached per input until a profile write's signal. The page is
  // checked against its schema once, as it enters the cache, rather than by `.output()` on every
  // answer: re-checking the same cached page was the largest cost of a cached search (issue 16).
  .query(
    ({ ctx, input }): Promise<TDeveloperPage> =>
      ctx.services.caches.talent.getOrLoad(JSON.stringify(input), async () =>
        ZDeveloperPage.parse(await searchDevelopers(ctx.db, input)),
      ),
  );
