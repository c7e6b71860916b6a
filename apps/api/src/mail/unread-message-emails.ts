import {
  type Database,
  findConversationJobTitle,
  findConversationsOwingEmail,
  findUnreadMessagesAfter,
  findUserById,
  type Kysely,
  lockMessageEmailRun,
  recordMessageEmailRun,
} from '@talanta/db';
import { conversationLink } from '@talanta/schema';
import { emailText } from './email-language';
import { queueEmail } from './queue-email';

/** At most one unread-message email per conversation and recipient in this time. */
export const MESSAGE_EMAIL_INTERVAL_MS = 60 * 60_000;
const PAIRS_PER_QUERY = 50;
const EXCERPT_LENGTH = 140;
const LISTED_MESSAGES = 10;

/** A message's start for the email, on one line, cut at a word boundary when there is one. */
export function messageExcerpt(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= EXCERPT_LENGTH) return line;
  const cut = line.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

export interface UnreadMessageEmailOptions {
  /** MESSAGE_EMAIL_DELAY_MINUTES: how long a message stays unread before it is emailed. */
  delayMinutes: number;
  origin: string | null;
}

/**
 * Unread-message emails (issue 15). A message its recipient has not read within the delay is
 * emailed to them, together with every other message of the conversation that arrived unread since
 * the last such email, and at most once an hour per conversation and recipient. A scheduled job
 * runs sendDue; each (conversation, recipient) run row is locked in the transaction that
 * queues the email and records it, so a second process waits and then finds nothing left to send.
 * The recipient's preference decides (queueEmail): off drops it, a digest holds it.
 */
export class UnreadMessageEmails {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: UnreadMessageEmailOptions,
  ) {}

  /**
   * Queues the unread-message emails due at `now` (a clock tests move); returns how many were
   * queued (not those dropped or held for a digest by the recipient's preference).
   */
  async sendDue(now: Date): Promise<number> {
    const unreadSince = new Date(now.getTime() - this.options.delayMinutes * 60_000);
    const lastSentBefore = new Date(now.getTime() - MESSAGE_EMAIL_INTERVAL_MS);
    const seen = new Set<string>();
    let emailed = 0;
    for (;;) {
      const pairs = await findConversationsOwingEmail(this.db, {
        unreadSince,
        lastSentBefore,
        limit: PAIRS_PER_QUERY,
      });
      const fresh = pairs.filter((pair) => !seen.has(`${pair.conversationId}:${pair.userId}`));
      for (const pair of fresh) {
        seen.add(`${pair.conversationId}:${pair.userId}`);
        if (await this.#emailConversation(pair.conversationId, pair.userId, now)) emailed += 1;
      }
      // A pair found again was handled (or given up on) above: nothing more to do this round.
      if (pairs.length < PAIRS_PER_QUERY || fresh.length === 0) break;
    }
    return emailed;
  }

  #emailConversation(conversationId: number, userId: number, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const run = await lockMessageEmailRun(trx, conversationId, userId);
      // Another process emailed it within the hour (it held the lock we waited for).
      if (run.lastSentAt.getTime() > now.getTime() - MESSAGE_EMAIL_INTERVAL_MS) return false;
      const messages = await findUnreadMessagesAfter(trx, {
        conversationId,
        userId,
        afterId: run.lastMessageId,
        until: now,
      });
      const unreadSince = now.getTime() - this.options.delayMinutes * 60_000;
      const last = messages.at(-1);
      if (!last || !messages.some((message) => message.createdAt.getTime() <= unreadSince)) return false;
      await recordMessageEmailRun(trx, { conversationId, userId, sentAt: now, lastMessageId: last.id });

      const recipient = await findUserById(trx, userId);
      if (!recipient) return false;
      const jobTitle = await findConversationJobTitle(trx, conversationId);
      const senders = [...new Set(messages.map((m) => `${m.senderFirstName} ${m.senderLastName}`))];
      const from = senders.join(', ');
      const count = messages.length;
      const t = emailText(recipient.locale);
      const path = conversationLink(conversationId);
      const url = `${this.options.origin ?? ''}${path}`;
      const lines = messages
        .slice(0, LISTED_MESSAGES)
        .map(
          (m) =>
            `${m.senderFirstName} ${m.senderLastName}, ${t.time(m.createdAt, recipient.timeZone)}: ${messageExcerpt(m.content)}`,
        );
      if (count > LISTED_MESSAGES) lines.push(t('and {count} more', { count: count - LISTED_MESSAGES }));
      const excerpt = messageExcerpt(last.content);
      const said = jobTitle
        ? {
            paragraph: t(
              '{from} sent you {count, plural, one {an unread message} other {# unread messages}} about "{jobTitle}" on Talanta:',
              { from, count, jobTitle },
            ),
            summary: t('{count} from {from} about "{jobTitle}": {excerpt}', {
              count,
              from,
              jobTitle,
              excerpt,
            }),
          }
        : {
            paragraph: t(
              '{from} sent you {count, plural, one {an unread message} other {# unread messages}} on Talanta:',
              { from, count },
            ),
            summary: t('{count} from {from}: {excerpt}', { count, from, excerpt }),
          };
      return queueEmail(
        trx,
        {
          kind: 'message',
          to: recipient.email,
          locale: t.locale,
          userId,
          subject: t(
            'You have {count, plural, one {an unread message} other {# unread messages}} from {from}',
            {
              count,
              from,
            },
          ),
          preview: messageExcerpt(messages[0]?.content ?? ''),
          greeting: t('Hello {firstName},', { firstName: recipient.firstName }),
          blocks: [
            { paragraph: said.paragraph },
            { list: lines },
            { action: { label: t('Open the conversation'), url } },
            {
              paragraph: t(
                'You get at most one such email an hour for a conversation; reading it in Talanta stops them.',
              ),
            },
          ],
          digest: { summary: said.summary, link: url },
        },
        this.options.origin,
      );
    });
  }
}
