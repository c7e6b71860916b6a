import { DEMO_CONVERSATIONS } from './data/conversations';
import { DEMO_JOB_APPLICATIONS } from './data/job-applications';
import type { DemoJob } from './data/job-type';
import { DEMO_JOBS } from './data/jobs';
import { idOf, oldestFirst, type SeedClock, type SeedTrx } from './support';

/** One at a time, so each job's id is known without relying on the order RETURNING gives rows back. */
export async function insertJobs(
  trx: SeedTrx,
  clock: SeedClock,
  userIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const jobs: readonly DemoJob[] = DEMO_JOBS;
  const jobIds = new Map<string, number>();
  for (const job of oldestFirst(jobs)) {
    const { key, client, requiredSkills, daysAgo, closedDaysAgo, ...fields } = job;
    const row = await trx
      .insertInto('jobs')
      .values({
        ...fields,
        clientId: idOf(userIds, client),
        requiredSkills: [...requiredSkills],
        createdAt: clock.daysAgo(daysAgo),
        updatedAt: clock.daysAgo(closedDaysAgo ?? daysAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    jobIds.set(key, row.id);
  }
  return jobIds;
}

export async function insertJobApplications(
  trx: SeedTrx,
  clock: SeedClock,
  userIds: ReadonlyMap<string, number>,
  jobIds: ReadonlyMap<string, number>,
): Promise<void> {
  await trx
    .insertInto('jobApplications')
    .values(
      oldestFirst(DEMO_JOB_APPLICATIONS).map((application) => ({
        jobId: idOf(jobIds, application.job),
        developerId: idOf(userIds, application.developer),
        coverLetter: application.coverLetter,
        proposedRate: application.proposedRate,
        estimatedHours: application.estimatedHours,
        availableStartDate: clock.dateTextDaysAgo(application.daysAgo - application.startsAfterDays),
        status: application.status,
        createdAt: clock.daysAgo(application.daysAgo),
        // A decision is the last change an application sees.
        updatedAt: clock.daysAgo(
          application.status === 'pending' ? application.daysAgo : application.decidedDaysAgo,
        ),
      })),
    )
    .execute();
}

/** A stored message, as the notifications about it need it. */
export interface SeededMessage {
  conversationId: number;
  senderEmail: string;
  receiverEmail: string;
  content: string;
  createdAt: Date;
  readAt: Date | null;
}

const READ_DELAY_MS = 10 * 60 * 1000;

/** Conversations with their messages; returns the messages for the notifications they cause. */
export async function insertConversations(
  trx: SeedTrx,
  clock: SeedClock,
  userIds: ReadonlyMap<string, number>,
  jobIds: ReadonlyMap<string, number>,
): Promise<SeededMessage[]> {
  const seeded: SeededMessage[] = [];
  const byFirstMessage = [...DEMO_CONVERSATIONS].sort(
    (a, b) => (b.messages[0]?.hoursAgo ?? 0) - (a.messages[0]?.hoursAgo ?? 0),
  );
  for (const conversation of byFirstMessage) {
    const messages = [...conversation.messages].sort((a, b) => b.hoursAgo - a.hoursAgo);
    const first = messages[0];
    const last = messages[messages.length - 1];
    if (!first || !last) throw new Error('demo seed: a conversation needs at least one message');
    // The schema stores each pair once, smaller user id first.
    const one = idOf(userIds, conversation.between[0]);
    const other = idOf(userIds, conversation.between[1]);
    const [userAId, userBId] = one < other ? [one, other] : [other, one];
    const jobId = conversation.job === null ? null : idOf(jobIds, conversation.job);
    const { id: conversationId } = await trx
      .insertInto('conversations')
      .values({
        userAId,
        userBId,
        jobId,
        createdAt: clock.hoursAgo(first.hoursAgo),
        lastMessageAt: clock.hoursAgo(last.hoursAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const rows = messages.map((message) => {
      const receiverEmail = conversation.between.find((email) => email !== message.from);
      if (!receiverEmail || !conversation.between.includes(message.from)) {
        throw new Error(`demo seed: ${message.from} is not a participant of the conversation`);
      }
      const createdAt = clock.hoursAgo(message.hoursAgo);
      const readAt = message.unread
        ? null
        : new Date(Math.min(createdAt.getTime() + READ_DELAY_MS, clock.now.getTime()));
      seeded.push({
        conversationId,
        senderEmail: message.from,
        receiverEmail,
        content: message.content,
        createdAt,
        readAt,
      });
      return {
        conversationId,
        senderId: idOf(userIds, message.from),
        receiverId: idOf(userIds, receiverEmail),
        content: message.content,
        readAt,
        createdAt,
      };
    });
    await trx.insertInto('messages').values(rows).execute();
  }
  return seeded;
}
