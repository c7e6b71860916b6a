import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { proposeInterview, slotIn, slotsBody } from './helpers/interviews';
import { applyTo, postJob, signedInActor } from './helpers/jobs';

/**
 * Issue 35: an interview's .ics read by ical.js, a calendar parser others wrote, when every
 * person-written value holds the characters RFC 5545 gives a meaning (quotes, commas, semicolons,
 * backslashes, line breaks). A quote in a name once ended the organizer's CN early, so calendars
 * read the rest of the name as parameters (an attacker's `SENT-BY="mailto:…"`).
 */

const t = useTestApp();

const HOSTILE_FIRST_NAME = 'Eve" ;SENT-BY="mailto:attacker@evil.example';
const HOSTILE_LAST_NAME = 'O\'Neil, Jr.; "Boss" \\ ^';
const JOB_TITLE = 'Senior engineer, payments; "core" \\ team';
const NOTE = 'Bring: laptop, ID; "portfolio"\nSecond line \\ done';

describe('the interview calendar file', () => {
  it('keeps every name, title and note whole for a real parser, and ends each line with CRLF', async () => {
    const client = await signedInActor(t, 'client', {
      firstName: HOSTILE_FIRST_NAME,
      lastName: HOSTILE_LAST_NAME,
    });
    const developer = await signedInActor(t, 'developer', {
      firstName: 'Amani\nORGANIZER:mailto:attacker@evil.example',
      lastName: 'Kariuki, "AK"',
    });
    const job = await postJob(client, { title: JOB_TITLE });
    const application = await applyTo(developer, job.id);
    const interview = await proposeInterview(client, application.id, {
      slots: slotsBody(slotIn(48)),
      meetingUrl: 'https://meet.example.com/a,b;c',
      note: NOTE,
    });

    const response = await developer.http.get(`/api/interviews/${interview.id}/calendar.ics`);
    expect(response.status).toBe(200);
    const text: string = response.body;
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    if (!event) throw new Error('no VEVENT');
    const organizer = event.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe(`mailto:${client.email}`);
    expect(organizer?.getParameter('cn')).toBe(`${HOSTILE_FIRST_NAME} ${HOSTILE_LAST_NAME}`);
    expect(organizer?.getParameter('sent-by')).toBeUndefined();
    expect(event.getAllProperties('organizer')).toHaveLength(1);

    const attendee = event.getFirstProperty('attendee');
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe(`mailto:${developer.email}`);
    expect(attendee?.getParameter('cn')).toBe('Amani\nORGANIZER:mailto:attacker@evil.example Kariuki, "AK"');

    expect(event.getFirstPropertyValue('summary')).toBe(`Interview: ${JOB_TITLE}`);
    expect(event.getFirstPropertyValue('location')).toBe('https://meet.example.com/a,b;c');
    expect(String(event.getFirstPropertyValue('description'))).toContain(NOTE);
  });
});
