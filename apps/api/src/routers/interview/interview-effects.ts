import {
  announceChange,
  createNotification,
  type Executor,
  enqueueWebhookEvent,
  findInterviewById,
  type InterviewRecord,
} from '@talanta/db';
import { VETTING_INTERVIEW_TITLE } from '@talanta/schema';
import type { EmailBlock } from '../../mail/email-content';
import { formatInTimeZone } from '../../mail/email-time';
import { queueEmail } from '../../mail/queue-email';
import { developerInPayload } from '../talent/named-developer';
import { type CalendarMethod, calendarAttachment } from './interview-calendar';
import { interviewSubject } from './to-interview';

export type InterviewChangeKind = 'proposed' | 'accepted' | 'declined' | 'cancelled' | 'rescheduled';

interface Party {
  id: number;
  email: string;
  name: string;
  timeZone: string;
}

/** The host (the job's client, or the admin of a vetting interview) and the developer. */
function parties(interview: InterviewRecord): { host: Party; developer: Party } {
  return {
    host: {
      id: interview.hostId,
      email: interview.hostEmail,
      name: `${interview.hostFirstName} ${interview.hostLastName}`,
      timeZone: interview.hostTimeZone,
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

/**
 * What the other side is told of each change: the title of the notice, and its one-line message.
 * `subject` is the quoted job title, or the vetting interview's name.
 */
function describeChange(kind: InterviewChangeKind, actor: Party, subject: string) {
  const texts: Record<InterviewChangeKind, { title: string; message: string }> = {
    proposed: {
      title: 'Interview proposed',
      message: `${actor.name} proposed interview times for ${subject}.`,
    },
    accepted: {
      title: 'Interview scheduled',
      message: `${actor.name} accepted an interview time for ${subject}.`,
    },
    declined: {
      title: 'Other interview times requested',
      message: `${actor.name} asked for other interview times for ${subject}.`,
    },
    cancelled: {
      title: 'Interview cancelled',
      message: `${actor.name} cancelled the interview for ${subject}.`,
    },
    rescheduled: {
      title: 'Interview rescheduled',
      message: `${actor.name} proposed new interview times for ${subject}.`,
    },
  };
  return texts[kind];
}

/**
 * The live topics of a change, for the other participant: a proposal also moves a pending job
 * application to `interview`, which the developer's list shows; a vetting interview's change is
 * the applicant's and every admin's `vetting` too (the timeline, the applicant's details).
 */
async function announceInterviewTopics(
  trx: Executor,
  interview: InterviewRecord,
  kind: InterviewChangeKind,
  recipientId: number,
): Promise<void> {
  if (interview.vettingSubmissionId !== null) {
    await announceChange(trx, { userIds: [recipientId] }, ['interview']);
    await announceChange(trx, { userIds: [interview.developerId], admins: true }, ['vetting']);
    return;
  }
  await announceChange(
    trx,
    { userIds: [recipientId] },
    kind === 'proposed' ? ['interview', 'application'] : ['interview'],
  );
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
  const { host, developer } = parties(interview);
  const [actor, recipient] = change.actorId === host.id ? [host, developer] : [developer, host];
  const subject = interviewSubject(interview);
  const { title, message } = describeChange(change.kind, actor, subject);
  await announceInterviewTopics(trx, interview, change.kind, recipient.id);
  await createNotification(trx, {
    userId: recipient.id,
    type: 'contract_update',
    title,
    message,
    link: '/interviews',
  });
  // A vetting interview is Talanta's own business, not a client's event (ADR 0028).
  if (interview.applicationId !== null)
    await enqueueWebhookEvent(trx, {
      type: `interview.${change.kind}`,
      ownerUserIds: [host.id],
      data: {
        interviewId: interview.id,
        applicationId: interview.applicationId,
        jobId: interview.jobId,
        ...(await developerInPayload(trx, developer.id)),
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
      subject: `${title}: ${interview.jobTitle ?? VETTING_INTERVIEW_TITLE}`,
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
        subject: `Reminder: ${interview.jobTitle === null ? VETTING_INTERVIEW_TITLE : `interview for ${interview.jobTitle}`}`,
        preview: `Your interview for ${interviewSubject(interview)} is coming up.`,
        greeting: `Hello ${party.name},`,
        blocks: [
          { paragraph: `Your interview for ${interviewSubject(interview)} is coming up:` },
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
