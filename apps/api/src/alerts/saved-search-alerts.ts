import {
  claimSavedSearchChecks,
  claimSavedSearchDigest,
  createNotification,
  type Database,
  developerMatchesFilters,
  findAlertItem,
  findAlertingSavedSearches,
  findUserById,
  findUsersAwaitingDigest,
  insertSavedSearchHit,
  jobMatchesFilters,
  type Kysely,
  takeUndeliveredHits,
} from '@talanta/db';
import { parseSavedSearchQuery, type TDeveloperFilters, type TJobFilters } from '@talanta/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/outbox';
import { queueEmail } from '../mail/queue-email';
import { OutboxRounds } from '../outbox/rounds';

const CHECKS_PER_TRANSACTION = 20;

/**
 * Saved-search alerts (issue 14). New jobs and newly approved developers are queued as checks by
 * database triggers in the transaction that makes them; every API process runs these rounds, and
 * a check is claimed by one of them and removed with the hits it produced, in one transaction, so
 * each is handled exactly once. A hit is unique per search and item, so nothing alerts twice.
 * "instant" searches notify in the app at once; "daily" ones wait for the user's digest: one email
 * per user and UTC day, claimed by a unique row.
 */
export class SavedSearchAlerts {
  readonly #rounds: OutboxRounds;

  constructor(
    private readonly db: Kysely<Database>,
    log: FastifyBaseLogger,
    private readonly mailer: Mailer,
    private readonly options: { origin: string | null },
  ) {
    this.#rounds = new OutboxRounds(log, 'saved-search alert round failed', (isStopped) =>
      this.#round(isStopped),
    );
  }

  /** Handles every queued check and sends the digests due; never throws. */
  flush(): Promise<void> {
    return this.#rounds.flush();
  }

  stop(): Promise<void> {
    return this.#rounds.stop();
  }

  async #round(isStopped: () => boolean): Promise<void> {
    for (;;) {
      if (isStopped()) return;
      const handled = await this.db.transaction().execute(async (trx) => {
        const checks = await claimSavedSearchChecks(trx, CHECKS_PER_TRANSACTION);
        for (const check of checks) await this.#check(trx, check.kind, check.itemId);
        return checks.length;
      });
      if (handled < CHECKS_PER_TRANSACTION) break;
    }
    if (!isStopped()) await this.sendDueDigests(new Date());
  }

  async #check(trx: Kysely<Database>, kind: 'jobs' | 'developers', itemId: number): Promise<void> {
    const item = await findAlertItem(trx, kind, itemId);
    if (!item) return;
    for (const search of await findAlertingSavedSearches(trx, kind)) {
      const filters = parseSavedSearchQuery(kind, search.query);
      // A stored query that no longer parses (the filters' rules changed) matches nothing.
      if (!filters.success) continue;
      const matches =
        kind === 'jobs'
          ? await jobMatchesFilters(trx, itemId, filters.data as TJobFilters)
          : await developerMatchesFilters(trx, itemId, filters.data as TDeveloperFilters);
      if (!matches) continue;
      const instant = search.alert === 'instant';
      const isNew = await insertSavedSearchHit(trx, { savedSearchId: search.id, itemId, delivered: instant });
      if (!isNew || !instant) continue;
      await createNotification(trx, {
        userId: search.userId,
        type: 'other',
        title: kind === 'jobs' ? `New job for "${search.name}"` : `New Tech Talent for "${search.name}"`,
        message: `${item.label} matches your saved search "${search.name}".`,
        link: item.path,
      });
    }
  }

  /** One digest email per user and UTC day with every waiting hit of their daily searches. */
  async sendDueDigests(now: Date): Promise<number> {
    const day = now.toISOString().slice(0, 10);
    let sent = 0;
    for (const userId of await findUsersAwaitingDigest(this.db)) {
      sent += await this.db.transaction().execute(async (trx) => {
        if (!(await claimSavedSearchDigest(trx, userId, day))) return 0;
        const hits = await takeUndeliveredHits(trx, userId);
        const user = await findUserById(trx, userId);
        if (!user) return 0;
        const lines: string[] = [];
        for (const hit of hits) {
          const item = await findAlertItem(trx, hit.kind, hit.itemId);
          if (item) lines.push(`${hit.name}: ${item.label} ${this.options.origin ?? ''}${item.path}`);
        }
        if (lines.length === 0) return 0;
        const queued = await queueEmail(
          trx,
          {
            kind: 'saved_search',
            to: user.email,
            userId,
            subject: `New matches for your saved searches (${lines.length})`,
            preview: lines[0] ?? '',
            greeting: `Hello ${user.firstName},`,
            blocks: [
              { paragraph: 'New matches for your saved searches since the last digest:' },
              { list: lines },
              {
                paragraph:
                  'Change a search or its alerts where you saved it, on Browse Jobs or Browse Tech Talent.',
              },
            ],
          },
          this.options.origin,
        );
        return queued ? 1 : 0;
      });
    }
    if (sent > 0) void this.mailer.flush();
    return sent;
  }
}
