import type { InterviewRecord } from '@talanta/db';
import { VETTING_INTERVIEW_TITLE } from '@talanta/schema';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { type EmailText, emailText } from '../../mail/email-language';

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** One UID per interview for its whole life, so every copy a calendar gets replaces the last. */
export const interviewUid = (interviewId: number) => `interview-${interviewId}@talanta`;

/**
 * The interview as an RFC 5545 event. Scheduled: the accepted slot, CONFIRMED. Still being arranged:
 * the earliest proposed slot, TENTATIVE, with every proposed time in the description (one UID cannot
 * hold three times). Cancelled, or declined while new times are awaited: CANCELLED. Its words are
 * in `t`'s language: an email's copy in its recipient's (English by default).
 */
export function interviewCalendar(
  interview: InterviewRecord,
  method: CalendarMethod,
  origin: string,
  t: EmailText = emailText(null),
): string {
  const chosen = interview.slots.find((slot) => slot.id === interview.scheduledSlotId);
  const slot = chosen ?? interview.slots[0];
  if (!slot) throw new Error(`interview ${interview.id} has no slots`);
  const status =
    interview.status === 'scheduled'
      ? ICalEventStatus.CONFIRMED
      : interview.status === 'proposed'
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CANCELLED;
  const calendar = ical({
    prodId: { company: 'Talanta', product: 'Interviews', language: t.locale.toUpperCase() },
    method: ICalCalendarMethod[method],
  });
  calendar.createEvent({
    id: interviewUid(interview.id),
    sequence: interview.sequence,
    stamp: interview.updatedAt,
    start: slot.startsAt,
    end: new Date(slot.startsAt.getTime() + slot.durationMinutes * 60_000),
    status,
    summary:
      interview.jobTitle === null
        ? t(VETTING_INTERVIEW_TITLE)
        : t('Interview: {jobTitle}', { jobTitle: interview.jobTitle }),
    description: describe(t, interview, chosen === undefined),
    location: interview.meetingUrl,
    url: interview.meetingUrl ?? `${origin}/interviews`,
    organizer: {
      name: parameterText(`${interview.hostFirstName} ${interview.hostLastName}`),
      email: interview.hostEmail,
    },
    attendees: [
      {
        name: parameterText(`${interview.developerFirstName} ${interview.developerLastName}`),
        email: interview.developerEmail,
        role: ICalAttendeeRole.REQ,
      },
    ],
  });
  // RFC 5545 ends every content line, the last included, with CRLF; the library omits the last.
  return `${calendar.toString()}\r\n`;
}

/**
 * A person's name as a parameter value (CN). A parameter value cannot hold a double quote at all,
 * and ical-generator 10 writes one as `\"`, which RFC 5545 does not know: a parser then ends the
 * quoted name early and reads the rest (`;SENT-BY="mailto:…"`, another address) as parameters of
 * the organizer. RFC 6868's caret encoding is the standard way to carry `"`, `^` and line breaks
 * (ical.js, Apple and Google Calendar decode it; others show the caret); other control characters
 * are not allowed and are dropped. Text values (SUMMARY, DESCRIPTION, LOCATION) the library
 * escapes correctly.
 */
function parameterText(value: string): string {
  return value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(CONTROL_CHARACTERS, '');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

function describe(t: EmailText, interview: InterviewRecord, listProposals: boolean): string {
  const people = {
    host: `${interview.hostFirstName} ${interview.hostLastName}`,
    developer: `${interview.developerFirstName} ${interview.developerLastName}`,
  };
  const lines = [
    interview.jobTitle === null
      ? t('Talanta vetting interview between {host} and {developer}.', people)
      : t('Interview for "{jobTitle}" between {host} and {developer}.', {
          ...people,
          jobTitle: interview.jobTitle,
        }),
  ];
  if (listProposals && interview.status !== 'cancelled')
    lines.push(
      t('Proposed times (UTC):'),
      ...interview.slots.map(
        (slot) =>
          `- ${slot.startsAt.toISOString()} (${t('{minutes} min', { minutes: slot.durationMinutes })})`,
      ),
    );
  if (interview.meetingUrl) lines.push(t('Join: {url}', { url: interview.meetingUrl }));
  if (interview.note) lines.push(interview.note);
  return lines.join('\n');
}

/** The .ics as an email attachment; the method in the Content-Type lets mail clients offer Accept. */
export function calendarAttachment(
  interview: InterviewRecord,
  method: CalendarMethod,
  origin: string,
  t: EmailText,
) {
  return {
    filename: 'interview.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: interviewCalendar(interview, method, origin, t),
  };
}
