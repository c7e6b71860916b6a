import {
  claimEmailDigest,
  type Database,
  type DigestFrequency,
  findEmailPreferences,
  findUserById,
  findUsersWithHeldEmails,
  type Kysely,
  recordEmailDigestSize,
  takeHeldEmails,
} from '@talanta/db';
import {
  DIGEST_EMAIL_KIND,
  EMAIL_DIGEST_FREQUENCIES,
  EMAIL_KIND_LABELS,
  type TEmailKind,
} from '@talanta/schema';
import type { EmailBlock } from './email-content';
import { type EmailText, emailText } from './email-language';
import { queueEmail } from './queue-email';

const DAY_MS = 86_400_000;

/** The start of the period `now` is in: its UTC day, or the Monday (00:00 UTC) of its ISO week. */
export function digestPeriodStart(frequency: DigestFrequency, now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (frequency === 'daily') return day;
  // getUTCDay: Sunday 0 … Saturday 6; ISO weeks start on Monday.
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** A digest's subject and first line: whole sentences per frequency (the word moves between languages). */
function digestWords(t: EmailText, frequency: DigestFrequency, count: number, until: string) {
  return frequency === 'daily'
    ? {
        subject: t('Your daily Talanta digest: {count, plural, one {# update} other {# updates}}', { count }),
        intro: t('The Talanta emails you get as a daily digest, gathered until {until}:', { until }),
      }
    : {
        subject: t('Your weekly Talanta digest: {count, plural, one {# update} other {# updates}}', {
          count,
        }),
        intro: t('The Talanta emails you get as a weekly digest, gathered until {until}:', { until }),
      };
}

/**
 * Digests (issue 15). queueEmail holds the emails of a kind its recipient gathers into a daily or
 * weekly digest; the scheduled `email-digests` job sends, once a period is over, one email per user
 * and frequency with everything held before the current period began (so a daily digest goes out
 * just after midnight UTC, a weekly one just after Monday 00:00 UTC). The (user, frequency, period) row is claimed in
 * the transaction that takes the items and queues the email, so with any number of API processes
 * it goes out once. Items of a kind turned off since they were held are dropped.
 */
export class EmailDigests {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { origin: string | null },
  ) {}

  /** Sends every digest due at `now`; returns how many were queued. */
  async sendDueDigests(now: Date): Promise<number> {
    let sent = 0;
    for (const frequency of EMAIL_DIGEST_FREQUENCIES) {
      const start = digestPeriodStart(frequency, now);
      for (const userId of await findUsersWithHeldEmails(this.db, frequency, start)) {
        if (await this.#sendDigest(userId, frequency, start)) sent += 1;
      }
    }
    return sent;
  }

  #sendDigest(userId: number, frequency: DigestFrequency, start: Date): Promise<boolean> {
    const digest = { userId, frequency, periodStart: start.toISOString().slice(0, 10) };
    return this.db.transaction().execute(async (trx) => {
      if (!(await claimEmailDigest(trx, digest))) return false;
      const held = await takeHeldEmails(trx, userId, frequency, start);
      const user = await findUserById(trx, userId);
      if (!user) return false;
      const turnedOff = new Set(
        (await findEmailPreferences(trx, userId))
          .filter((preference) => !preference.emailEnabled)
          .map((preference) => preference.kind),
      );
      const items = held.filter((item) => !turnedOff.has(item.kind));
      await recordEmailDigestSize(trx, digest, items.length);
      if (items.length === 0) return false;

      // The digest's own words are in the recipient's language as it is now; each item keeps the
      // subject and line it was held with (written then in the language they had then).
      const t = emailText(user.locale);
      const words = digestWords(t, frequency, items.length, t.time(start, user.timeZone));
      const blocks: EmailBlock[] = [{ paragraph: words.intro }];
      const kinds = [...new Set(items.map((item) => item.kind))];
      for (const kind of kinds) {
        const label = EMAIL_KIND_LABELS[kind as TEmailKind];
        blocks.push({ heading: label ? t.text(label) : kind });
        blocks.push({
          links: items
            .filter((item) => item.kind === kind)
            .map((item) => ({ title: item.subject, text: item.summary, url: item.link })),
        });
      }
      if (this.options.origin) {
        blocks.push({
          action: {
            label: t('Change your email preferences'),
            url: `${this.options.origin}/profile#email-preferences`,
          },
        });
      }
      return queueEmail(
        trx,
        {
          kind: DIGEST_EMAIL_KIND,
          to: user.email,
          locale: t.locale,
          userId,
          subject: words.subject,
          preview: items[0]?.subject ?? '',
          greeting: t('Hello {firstName},', { firstName: user.firstName }),
          blocks,
        },
        this.options.origin,
      );
    });
  }
}
