import { readPublicStats } from '@talanta/db';
import { ZPublicStats } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

/**
 * GET /api/stats/public: the public pages' figures, computed from the database (issue 40) and
 * cached for a minute in each process. Every figure comes with the size of its sample; the pages
 * leave out those below their floors (`shownPublicFigures`).
 */
export const publicStats = publicProcedure.output(ZPublicStats).query(({ ctx }) =>
  ctx.services.caches.publicStats.getOrLoad('public', async () => {
    const now = new Date();
    return { ...(await readPublicStats(ctx.db, now)), computedAt: now.toISOString() };
  }),
);
