import type { TInterview } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { isBeingArranged, otherPartyName, sectionOf } from './interview-sections';

const NOW = new Date('2030-01-10T12:00:00Z');
const slot = (id: number, startsAt: string) => ({
  id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  durationMinutes: 30,
});

function interview(overrides: Partial<TInterview>): TInterview {
  const person = { id: 1, firstName: 'Sarah', lastName: 'Collins', timeZone: 'Africa/Nairobi' };
  return {
    id: 1,
    kind: 'job',
    applicationId: 1,
    vettingSubmissionId: null,
    status: 'proposed',
    job: { id: 1, title: 'API work' },
    client: { ...person, companyName: 'Acme' },
    developer: { ...person, id: 2, firstName: 'Priya', lastName: 'Sharma', timeZone: 'Asia/Kolkata' },
    otherParty: 'client',
    viewerTimeZone: 'Asia/Kolkata',
    slots: [slot(1, '2030-01-15T11:00:00Z'), slot(2, '2030-01-16T11:00:00Z')],
    scheduledSlotId: null,
    meetingUrl: null,
    note: null,
    declineNote: null,
    cancelReason: null,
    cancelledBy: null,
    sequence: 0,
    createdAt: '2030-01-01T00:00:00Z',
    updatedAt: '2030-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('the section of an interview', () => {
  it('asks the developer about proposed times and the client about a request for others', () => {
    expect(sectionOf(interview({}), NOW)).toBe('answer');
    expect(sectionOf(interview({ otherParty: 'developer' }), NOW)).toBe('upcoming');
    expect(sectionOf(interview({ status: 'declined', otherParty: 'developer' }), NOW)).toBe('answer');
    expect(sectionOf(interview({ status: 'declined' }), NOW)).toBe('upcoming');
  });

  it('puts cancelled interviews and those gone by under past', () => {
    expect(sectionOf(interview({ status: 'cancelled' }), NOW)).toBe('past');
    const scheduled = interview({ status: 'scheduled', scheduledSlotId: 1 });
    expect(sectionOf(scheduled, NOW)).toBe('upcoming');
    expect(sectionOf(scheduled, new Date('2030-01-15T11:31:00Z'))).toBe('past');
    expect(sectionOf(interview({}), new Date('2030-01-17T00:00:00Z'))).toBe('past');
  });
});

describe('an interview still being arranged', () => {
  it('follows the server: open until cancelled or the accepted time has begun', () => {
    expect(isBeingArranged(interview({ status: 'declined' }), NOW)).toBe(true);
    expect(isBeingArranged(interview({ status: 'cancelled' }), NOW)).toBe(false);
    const scheduled = interview({ status: 'scheduled', scheduledSlotId: 1 });
    expect(isBeingArranged(scheduled, NOW)).toBe(true);
    expect(isBeingArranged(scheduled, new Date('2030-01-15T11:00:00Z'))).toBe(false);
  });
});

describe('the other party', () => {
  it('names a client with their company', () => {
    expect(otherPartyName(interview({}))).toBe('Sarah Collins, Acme');
    expect(otherPartyName(interview({ otherParty: 'developer' }))).toBe('Priya Sharma');
    const vetting = interview({ kind: 'vetting', applicationId: null, vettingSubmissionId: 3, job: null });
    expect(otherPartyName({ ...vetting, client: { ...vetting.client, companyName: null } })).toBe(
      'Sarah Collins, Talanta',
    );
  });
});
