import {
  announceChange,
  createNotification,
  type Executor,
  enqueueWebhookEvent,
  findInterviewById,
  type InterviewRecord,
} from '@talanta/db';
import type { EmailBlock } from '../../mail/email-content';
import { formatInTimeZone } from '../../mail/email-time';
import { queueEmail } from '../../mail/queue-email';
import { type CalendarMethod, calendarAttachment } from './interview-calendar';

export type InterviewChangeKind = 'proposed' | 'accepted' | 'declined' | 'cancelled' | 'rescheduled';

interface Party {
  id: number;
  email: string;
  name: string;
  timeZone: string;
}

function parties(interview: InterviewRecord): { client: Party; developer: Party } {
  return {
    client: {
      id: interview.clientId,
      email: interview.clientEmail,
      name: `${interview.clientFirstName} ${interview.clientLastName}`,
      timeZone: interview.clientTimeZone,
    },
    developer: {
      id: interview.developerId,
      email: interview.developerEmail,
      name: `${interview.developerFirstName} ${interview.developerLastName}`,
      timeZone: interview.developerTimeZone,
    },
  };
}

function timesFor(interview: InterviewRecord, timeZone: string): string[] {
  const chosen = interview.slots.find((slot) => slot.id === interview.scheduledSlotId);
  const slots = chosen ? [chosen] : interview.slots;
  return slots.map((slot) => `${formatInTimeZone(slot.startsAt, timeZone)}, ${slot.durationMinutes} minutes`);
}

/** What the other side is told of each change: the title of the notice, and its one-line message. */
function describeChange(kind: InterviewChangeKind, actor: Party, jobTitle: string) {
  const texts: Record<InterviewChangeKind, { title: string; message: string }> = {
    proposed: {
      title: 'Interview proposed',
      message: `${actor.name} proposed interview times for "${jobTitle}".`,
    },
    accepted: {
      title: 'Interview scheduled',
      message: `${actor.name} accepted an interview time for "${jobTitle}".`,
    },
    declined: {
      title: 'Other interview times requested',
      message: `${actor.name} asked for other interview times for "${jobTitle}".`,
    },
    cancelled: {
      title: 'Interview cancelled',
      message: `${actor.name} cancelled the interview for "${jobTitle}".`,
    },
    rescheduled: {
      title: 'Interview rescheduled',
      message: `${actor.name} proposed new interview times for "${jobTitle}".`,
    },
  };
  return texts[kind];
}

const METHODS: Record<InterviewChangeKind, CalendarMethod> = {
  proposed: 'REQUEST',
  accepted: 'REQUEST',
  declined: 'CANCEL',
  cancelled: 'CANCEL',
  rescheduled: 'REQUEST',
};

/**
 * Tells the other participant of a change, in the caller's transaction: a live `changed` event for
 * their open screens, a notice in the app and an email with the updated .ics (METHOD:REQUEST, or METHOD:CANCEL when the event is off). Returns the
 * interview as it now is.
 */
export async function announceInterviewChange(
  trx: Executor,
  change: { interviewId: number; kind: InterviewChangeKind; actorId: number; origin: string },
): Promise<InterviewRecord> {
  const interview = await findInterviewById(trx, change.interviewId);
  if (!interview) throw new Error(`interview ${change.interviewId} vanished inside its own transaction`);
  const { client, developer } = parties(interview);
  const [actor, recipient] = change.actorId === client.id ? [client, developer] : [developer, client];
  const { title, message } = describeChange(change.kind, actor, interview.jobTitle);
  // A proposal also moves a pending application to `interview`, which the developer's list shows.
  await announceChange(
    trx,
    { userIds: [recipient.id] },
    change.kind === 'proposed' ? ['interview', 'application'] : ['interview'],
  );
  await createNotification(trx, {
    userId: recipient.id,
    type: 'contract_update',
    title,
    message,
    link: '/interviews',
  });
  await enqueueWebhookEvent(trx, {
    type: `interview.${change.kind}`,
    ownerUserIds: [client.id],
    data: {
      interviewId: interview.id,
      applicationId: interview.applicationId,
      jobId: interview.jobId,
      developerId: developer.id,
      status: interview.status,
    },
  });
  const blocks: EmailBlock[] = [{ paragraph: message }];
  if (interview.status !== 'cancelled')
    blocks.push({ paragraph: 'Times in your time zone:' }, { list: timesFor(interview, recipient.timeZone) });
  if (interview.declineNote && change.kind === 'declined')
    blocks.push({ quote: { label: 'Their note', text: interview.declineNote } });
  if (interview.cancelReason && change.kind === 'cancelled')
    blocks.push({ facts: [{ label: 'Reason', value: interview.cancelReason }] });
  if (interview.meetingUrl && interview.status !== 'cancelled')
    blocks.push({ facts: [{ label: 'Meeting link', value: interview.meetingUrl }] });
  blocks.push({ action: { label: 'See your interviews', url: `${change.origin}/interviews` } });
  await queueEmail(
    trx,
    {
      kind: 'interview',
      to: recipient.email,
      userId: recipient.id,
      subject: `${title}: ${interview.jobTitle}`,
      preview: message,
      greeting: `Hello ${recipient.name},`,
      blocks,
      attachments: [calendarAttachment(interview, METHODS[change.kind], change.origin)],
    },
    change.origin,
  );
  return interview;
}

/** The reminder email each participant gets 24 hours and 1 hour before a scheduled interview. */
export async function sendInterviewReminder(trx: Executor, interview: InterviewRecord, origin: string) {
  for (const party of Object.values(parties(interview))) {
    await queueEmail(
      trx,
      {
        kind: 'interview',
        to: party.email,
        userId: party.id,
        subject: `Reminder: interview for ${interview.jobTitle}`,
        preview: `Your interview for "${interview.jobTitle}" is coming up.`,
        greeting: `Hello ${party.name},`,
        blocks: [
          { paragraph: `Your interview for "${interview.jobTitle}" is coming up:` },
          { list: timesFor(interview, party.timeZone) },
          ...(interview.meetingUrl
            ? [{ facts: [{ label: 'Meeting link', value: interview.meetingUrl }] }]
            : []),
          { action: { label: 'See your interviews', url: `${origin}/interviews` } },
        ],
        attachments: [calendarAttachment(interview, 'REQUEST', origin)],
      },
      origin,
    );
  }
}
