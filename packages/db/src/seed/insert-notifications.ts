import type { TApplicationStatus } from '@talanta/schema';
import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../types';
import { DEMO_ADMIN, DEMO_CLIENTS } from './data/clients';
import { DEMO_EXTRA_NOTIFICATIONS } from './data/conversations';
import { DEMO_DEVELOPERS } from './data/developers';
import { DEMO_JOB_APPLICATIONS } from './data/job-applications';
import type { DemoJob } from './data/job-type';
import { DEMO_JOBS } from './data/jobs';
import type { SeededMessage } from './insert-activity';
import { idOf, lookup, type SeedClock, type SeedTrx } from './support';

/** Older notifications look already seen; the last few days' stay unread so the bell has a badge. */
const READ_AFTER_DAYS = 3;
const PREVIEW_LENGTH = 100;

type NotificationRow = Insertable<NotificationsTable> & { createdAt: Date };

/**
 * The notifications the demo activity would have caused (a client hears of each application, a developer
 * of each decision, a receiver of each message), plus the few hand-written ones no row implies.
 */
export async function insertNotifications(
  trx: SeedTrx,
  clock: SeedClock,
  userIds: ReadonlyMap<string, number>,
  jobIds: ReadonlyMap<string, number>,
  messages: readonly SeededMessage[],
): Promise<void> {
  const names = new Map(
    [DEMO_ADMIN, ...DEMO_CLIENTS, ...DEMO_DEVELOPERS].map((person) => [
      person.email,
      `${person.firstName} ${person.lastName}`,
    ]),
  );
  const companies = new Map(DEMO_CLIENTS.map((client) => [client.email, client.company.companyName]));
  const jobs = new Map(DEMO_JOBS.map((job): [string, DemoJob] => [job.key, job]));
  const rows: NotificationRow[] = [];

  for (const application of DEMO_JOB_APPLICATIONS) {
    const job = lookup(jobs, application.job);
    rows.push({
      userId: idOf(userIds, job.client),
      type: 'job_application',
      title: 'New application received',
      message:
        `${lookup(names, application.developer)} applied to "${job.title}" ` +
        `with a proposed rate of $${application.proposedRate}/hr.`,
      link: `/jobs/${idOf(jobIds, application.job)}`,
      isRead: application.daysAgo > READ_AFTER_DAYS,
      createdAt: clock.daysAgo(application.daysAgo),
    });
    if (application.status === 'pending') continue;
    rows.push({
      userId: idOf(userIds, application.developer),
      type: 'contract_update',
      ...decisionText(application.status, lookup(companies, job.client), job.title),
      link: '/my-applications',
      isRead: application.decidedDaysAgo > READ_AFTER_DAYS,
      createdAt: clock.daysAgo(application.decidedDaysAgo),
    });
  }

  for (const message of messages) {
    rows.push({
      userId: idOf(userIds, message.receiverEmail),
      type: 'message',
      title: `New message from ${lookup(names, message.senderEmail)}`,
      message: preview(message.content),
      link: `/messages?conversation=${message.conversationId}`,
      isRead: message.readAt !== null,
      createdAt: message.createdAt,
    });
  }

  for (const extra of DEMO_EXTRA_NOTIFICATIONS) {
    const { link } = extra;
    rows.push({
      userId: idOf(userIds, extra.user),
      type: extra.type,
      title: extra.title,
      message: extra.message,
      link: link === null ? null : 'job' in link ? `/jobs/${idOf(jobIds, link.job)}` : link.path,
      isRead: extra.isRead,
      createdAt: clock.daysAgo(extra.daysAgo),
    });
  }

  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await trx.insertInto('notifications').values(rows).execute();
}

function decisionText(
  status: Exclude<TApplicationStatus, 'pending'>,
  company: string,
  jobTitle: string,
): { title: string; message: string } {
  switch (status) {
    case 'interview':
      return {
        title: 'Interview requested',
        message: `${company} would like to interview you for "${jobTitle}".`,
      };
    case 'accepted':
      return {
        title: 'Application accepted',
        message: `${company} accepted your application for "${jobTitle}". You can now message the client.`,
      };
    case 'rejected':
      return {
        title: 'Application not selected',
        message: `${company} decided not to move forward with your application for "${jobTitle}".`,
      };
  }
}

/** The start of a message, cut at a word boundary. */
function preview(content: string): string {
  if (content.length <= PREVIEW_LENGTH) return content;
  const cut = content.slice(0, PREVIEW_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
