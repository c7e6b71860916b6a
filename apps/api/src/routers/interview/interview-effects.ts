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
import { type EmailText, emailText } from '../../mail/email-language';
import { queueEmail } from '../../mail/queue-email';
import { developerInPayload } from '../talent/named-developer';
import { type CalendarMethod, calendarAttachment } from './interview-calendar';

export type InterviewChangeKind = 'proposed' | 'accepted' | 'declined' | 'cancelled' | 'rescheduled';

interface Party {
  id: number;
  email: string;
  name: string;
  timeZone: string;
  /** Their emails' language (users.locale). */
  locale: string | null;
}

/** The host (the job's client, or the admin of a vetting interview) and the developer. */
function parties(interview: InterviewRecord): { host: Party; developer: Party } {
  return {
    host: {
      id: interview.hostId,
      email: interview.hostEmail,
      name: `${interview.hostFirstName} ${interview.hostLastName}`,
      timeZone: interview.hostTimeZone,
      locale: interview.hostLocale,
    },
    developer: {
      id: interview.developerId,
      email: interview.developerEmail,
      name: `${interview.developerFirstName} ${interview.developerLastName}`,
      timeZone: interview.developerTimeZone,
      locale: interview.developerLocale,
    },
  };
}

function timesFor(t: EmailText, interview: InterviewRecord, timeZone: string): string[] {
  const chosen = interview.slots.find((slot) => slot.id === interview.scheduledSlotId);
  const slots = chosen ? [chosen] : interview.slots;
  return slots.map((slot) =>
    t('{time}, {minutes, plural, one {# minute} other {# minutes}}', {
      time: t.time(slot.startsAt, timeZone),
      minutes: slot.durationMinutes,
    }),
  );
}

/**
 * What the interview is about, inside a sentence: its job's quoted title, or the vetting
 * interview (as interviewSubject in to-interview.ts words it for calendars).
 */
function aboutInterview(t: EmailText, interview: InterviewRecord): string {
  return interview.jobTitle === null
    ? t('the Talanta vetting interview')
    : t('"{jobTitle}"', { jobTitle: interview.jobTitle });
}

/**
 * What the other side is told of each change: the title of the notice, and its one-line message,
 * in `t`'s language (the notice in the app is English; the email is the recipient's).
 */
function describeChange(t: EmailText, kind: InterviewChangeKind, actor: Party, interview: InterviewRecord) {
  const values = { actor: actor.name, subject: aboutInterview(t, interview) };
  const texts: Record<InterviewChangeKind, { title: string; message: string }> = {
    proposed: {
      title: t('Interview proposed'),
      message: t('{actor} proposed interview times for {subject}.', values),
    },
    accepted: {
      title: t('Interview scheduled'),
      message: t('{actor} accepted an interview time for {subject}.', values),
    },
    declined: {
      title: t('Other interview times requested'),
      message: t('{actor} asked for other interview times for {subject}.', values),
    },
    cancelled: {
      title: t('Interview cancelled'),
      message: t('{actor} cancelled the interview for {subject}.', values),
    },
    rescheduled: {
      title: t('Interview rescheduled'),
      message: t('{actor} proposed new interview times for {subject}.', values),
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
  const { title, message } = describeChange(emailText(null), change.kind, actor, interview);
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
  const t = emailText(recipient.locale);
  const said = describeChange(t, change.kind, actor, interview);
  const blocks: EmailBlock[] = [{ paragraph: said.message }];
  if (interview.status !== 'cancelled')
    blocks.push(
      { paragraph: t('Times in your time zone:') },
      { list: timesFor(t, interview, recipient.timeZone) },
    );
  if (interview.declineNote && change.kind === 'declined')
    blocks.push({ quote: { label: t('Their note'), text: interview.declineNote } });
  if (interview.cancelReason && change.kind === 'cancelled')
    blocks.push({ facts: [{ label: t('Reason'), value: interview.cancelReason }] });
  if (interview.meetingUrl && interview.status !== 'cancelled')
    blocks.push({ facts: [{ label: t('Meeting link'), value: interview.meetingUrl }] });
  blocks.push({ action: { label: t('See your interviews'), url: `${change.origin}/interviews` } });
  await queueEmail(
    trx,
    {
      kind: 'interview',
      to: recipient.email,
      locale: t.locale,
      userId: recipient.id,
      subject: `${said.title}: ${interview.jobTitle ?? t(VETTING_INTERVIEW_TITLE)}`,
      preview: said.message,
      greeting: t('Hello {firstName},', { firstName: recipient.name }),
      blocks,
      attachments: [calendarAttachment(interview, METHODS[change.kind], change.origin, t)],
    },
    change.origin,
  );
  return interview;
}

/** The reminder email each participant gets 24 hours and 1 hour before a scheduled interview. */
export async function sendInterviewReminder(trx: Executor, interview: InterviewRecord, origin: string) {
  for (const party of Object.values(parties(interview))) {
    const t = emailText(party.locale);
    const about = { subject: aboutInterview(t, interview) };
    await queueEmail(
      trx,
      {
        kind: 'interview',
        to: party.email,
        locale: t.locale,
        userId: party.id,
        subject:
          interview.jobTitle === null
            ? t('Reminder: {interview}', { interview: t(VETTING_INTERVIEW_TITLE) })
            : t('Reminder: interview for {jobTitle}', { jobTitle: interview.jobTitle }),
        preview: t('Your interview for {subject} is coming up.', about),
        greeting: t('Hello {firstName},', { firstName: party.name }),
        blocks: [
          { paragraph: t('Your interview for {subject} is coming up:', about) },
          { list: timesFor(t, interview, party.timeZone) },
          ...(interview.meetingUrl
            ? [{ facts: [{ label: t('Meeting link'), value: interview.meetingUrl }] }]
            : []),
          { action: { label: t('See your interviews'), url: `${origin}/interviews` } },
        ],
        attachments: [calendarAttachment(interview, 'REQUEST', origin, t)],
      },
      origin,
    );
  }
}
