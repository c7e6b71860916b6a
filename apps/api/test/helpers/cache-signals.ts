import { CACHE_SIGNALS_CHANNEL } from '@talanta/db';
import { sql } from 'kysely';
import type { TestApp } from './app';

/**
 * Resolves once `app` has heard every cache signal and live event committed before the call: a
 * listening connection gets NOTIFYs in commit order, whatever their channel, so once this one
 * arrives, none of the set-up's can clear a cache afterwards. (A session's signal clears only the
 * session checks, which are read again at once.)
 */
export async function heardSignalsSoFar(app: TestApp): Promise<void> {
  const heard = new Promise<void>((resolve) => {
    const stop = app.app.services.caches.onSignal((signal) => {
      if (signal !== 'sessions') return;
      stop();
      resolve();
    });
  });
  await sql`select pg_notify(${CACHE_SIGNALS_CHANNEL}, 'sessions')`.execute(app.db);
  await heard;
}
