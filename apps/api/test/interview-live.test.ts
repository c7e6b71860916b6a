import { findLastLiveEventSeq } from '@talanta/db';
import type { TLiveEvent } from '@talanta/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { slotIn, slotsBody } from './helpers/interviews';
import { applicationPayload, jobPayload } from './helpers/jobs';
import { liveSubscribers } from './helpers/live';
import { createMember, type Member, storedEvents } from './helpers/messaging';

const t = useTestApp();
const live = liveSubscribers();
afterEach(() => live.closeAll());

const label = (type: string, payload: unknown) =>
  type === 'changed' ? `changed:${(payload as { topics: string[] }).topics.join(',')}` : type;

/** What a member's stream holds after `from`, labelled ("changed:interview", "notification"). */
async function streamAfter(member: Member, from: number): Promise<string[]> {
  const events = await storedEvents(t.db, member.user.id);
  return events.filter((event) => event.seq > from).map((event) => label(event.type, event.payload));
}

/** A client with a job, an approved developer who applied to it, and an onlooker of each role. */
async function world() {
  const client = await createMember(t, 'client');
  const developer = await createMember(t, 'developer', { approved: true });
  const otherClient = await createMember(t, 'client');
  const otherDeveloper = await createMember(t, 'developer', { approved: true });
  const job = await client.http.post('/api/jobs', jobPayload());
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  const application = await developer.http.post(`/api/jobs/${job.body.id}/apply`, applicationPayload());
  expect(application.status, JSON.stringify(application.body)).toBe(201);
  return { client, developer, otherClient, otherDeveloper, applicationId: application.body.id as number };
}

describe('changed events: interviews', () => {
  it('each change reaches the other participant’s open tab, and nobody else', async () => {
    const { client, developer, otherClient, otherDeveloper, applicationId } = await world();
    const from = {
      client: await findLastLiveEventSeq(t.db, client.user.id),
      developer: await findLastLiveEventSeq(t.db, developer.user.id),
      otherClient: await findLastLiveEventSeq(t.db, otherClient.user.id),
      otherDeveloper: await findLastLiveEventSeq(t.db, otherDeveloper.user.id),
    };
    const { baseUrl } = await t.trpc();
    const developerTab = live.subscribe(baseUrl, {
      sessionToken: developer.token,
      lastEventId: String(from.developer),
    });

    const proposed = await client.trpc.interview.propose.mutate({
      id: applicationId,
      slots: slotsBody(slotIn(48), slotIn(50)),
    });
    const arrived = await developerTab.waitForEvents(2);
    expect(arrived.map(({ event }: { event: TLiveEvent }) => label(event.type, event.payload))).toEqual([
      'changed:interview,application',
      'notification',
    ]);

    const slotId = proposed.slots[0]!.id;
    await developer.trpc.interview.accept.mutate({ id: proposed.id, slotId });
    await client.trpc.interview.reschedule.mutate({ id: proposed.id, slots: slotsBody(slotIn(72)) });
    await developer.trpc.interview.decline.mutate({ id: proposed.id, note: 'Mornings, please' });
    await client.trpc.interview.cancel.mutate({ id: proposed.id, reason: null });

    const once = ['changed:interview', 'notification'];
    expect(await streamAfter(developer, from.developer)).toEqual([
      'changed:interview,application',
      'notification',
      ...once, // rescheduled
      ...once, // cancelled
    ]);
    expect(await streamAfter(client, from.client)).toEqual([...once, ...once]); // accepted, declined
    expect(await streamAfter(otherClient, from.otherClient)).toEqual([]);
    expect(await streamAfter(otherDeveloper, from.otherDeveloper)).toEqual([]);
  });
});
