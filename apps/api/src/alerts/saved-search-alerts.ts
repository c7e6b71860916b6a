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
import { emailText } from '../mail/email-language';
import { queueEmail } from '../mail/queue-email';

const CHECKS_PER_TRANSACTION = 20;
/** The runner's job that works through the queued checks and sends the digests due. */
export const SAVED_SEARCH_ALERTS_JOB = 'saved-search.alerts';

/**
 * Saved-search alerts (issue 14). New jobs and newly approved developers are queued as checks by
 * database triggers in the transaction that makes them, which also queues this job (or its
 * schedule finds them); a check is claimed by one process and removed with the hits it produced, in one transaction, so
 * each is handled exactly once. A hit is unique per search and item, so nothing alerts twice.
 * "instant" searches notify in the app at once; "daily" ones wait for the user's digest: one email
 * per user and UTC day, claimed by a unique row.
 */
export class SavedSearchAlerts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { origin: string | null },
  ) {}

  /** Handles every queued check, then sends the digests due (the job's work). */
  async run(): Promise<void> {
    for (;;) {
      const handled = await this.db.transaction().execute(async (trx) => {
        const checks = await claimSavedSearchChecks(trx, CHECKS_PER_TRANSACTION);
        for (const check of checks) await this.#check(trx, check.kind, check.itemId);
        return checks.length;
      });
      if (handled < CHECKS_PER_TRANSACTION) break;
    }
    await this.sendDueDigests(new Date());
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
        // Each line is the search's name, the item's own title and its link: the person's and
        // poster's words, not Talanta's.
        const t = emailText(user.locale);
        const queued = await queueEmail(
          trx,
          {
            kind: 'saved_search',
            to: user.email,
            locale: t.locale,
            userId,
            subject: t('New matches for your saved searches ({count})', { count: lines.length }),
            preview: lines[0] ?? '',
            greeting: t('Hello {firstName},', { firstName: user.firstName }),
            blocks: [
              { paragraph: t('New matches for your saved searches since the last digest:') },
              { list: lines },
              {
                paragraph: t(
                  'Change a search or its alerts where you saved it, on Browse Jobs or Browse Tech Talent.',
                ),
              },
            ],
          },
          this.options.origin,
        );
        return queued ? 1 : 0;
      });
    }
    return sent;
  }
}
