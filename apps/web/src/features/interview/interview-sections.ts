import type { TInterview, TInterviewStatus } from '@talanta/schema';

/** Where an interview stands on /interviews, from the viewer's side. */
export type TInterviewSection = 'answer' | 'upcoming' | 'past';

export const SECTION_TITLES: Record<TInterviewSection, { title: string; empty: string }> = {
  answer: { title: 'Needing my answer', empty: 'Nothing is waiting for your answer.' },
  upcoming: { title: 'Upcoming', empty: 'No upcoming interviews.' },
  past: { title: 'Past & cancelled', empty: 'No past or cancelled interviews.' },
};

export const STATUS_LABELS: Record<TInterviewStatus, string> = {
  proposed: 'Times proposed',
  scheduled: 'Scheduled',
  declined: 'Other times requested',
  cancelled: 'Cancelled',
};

/** What the developer calls the host: the client of a job, or Talanta's interviewer for vetting. */
export const hostWord = (interview: Pick<TInterview, 'kind'>) =>
  interview.kind === 'vetting' ? 'interviewer' : 'client';

export const viewerSide = (interview: TInterview) =>
  interview.otherParty === 'client' ? 'developer' : 'client';

export function scheduledSlot(interview: TInterview) {
  return interview.slots.find((slot) => slot.id === interview.scheduledSlotId);
}

/** The moment the interview is over: its accepted slot's end, or the last proposed slot's. */
function endOf(interview: TInterview): number {
  const slots = interview.status === 'scheduled' ? [scheduledSlot(interview)] : interview.slots;
  return Math.max(0, ...slots.map((slot) => (slot ? Date.parse(slot.endsAt) : 0)));
}

/**
 * The developer answers proposed times; the client answers a request for other times. Cancelled
 * interviews and those whose time has gone by are past; everything else is upcoming.
 */
export function sectionOf(interview: TInterview, now: Date): TInterviewSection {
  if (interview.status === 'cancelled' || endOf(interview) <= now.getTime()) return 'past';
  const waitingFor =
    interview.status === 'proposed' ? 'developer' : interview.status === 'declined' ? 'client' : null;
  return waitingFor === viewerSide(interview) ? 'answer' : 'upcoming';
}

/**
 * Whether an interview for the application is still being arranged, as the server decides it
 * (proposed, declined, or scheduled and not started): then a new one cannot be proposed.
 */
export function isBeingArranged(interview: TInterview, now: Date): boolean {
  if (interview.status === 'proposed' || interview.status === 'declined') return true;
  const slot = scheduledSlot(interview);
  return interview.status === 'scheduled' && slot !== undefined && Date.parse(slot.startsAt) > now.getTime();
}

/**
 * The other participant's name as the viewer knows them: a client by company when it has one, a
 * vetting interviewer as Talanta's.
 */
export function otherPartyName(interview: TInterview): string {
  if (interview.otherParty === 'developer')
    return `${interview.developer.firstName} ${interview.developer.lastName}`;
  const person = `${interview.client.firstName} ${interview.client.lastName}`;
  const company = interview.kind === 'vetting' ? 'Talanta' : interview.client.companyName;
  return company ? `${person}, ${company}` : person;
}

export const otherPartyZone = (interview: TInterview) => interview[interview.otherParty].timeZone;
