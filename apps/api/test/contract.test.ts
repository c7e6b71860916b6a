import { CONTRACT_MESSAGES } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { signedInActor, trpcAs } from './helpers/jobs';
import { acceptedContract, emailsTo, noticesOf, type OfferWorld, offerWorld } from './helpers/offers';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

describe('contracts', () => {
  let world: OfferWorld;
  let contractId: number;
  beforeAll(async () => {
    world = await offerWorld(t);
    ({ contractId } = await acceptedContract(world));
  });

  it('lists each party’s own contracts with the other party, the job and the terms', async () => {
    const client = await world.client.http.get('/api/contracts');
    expect(client.status).toBe(200);
    expect(client.body).toHaveLength(1);
    expect(client.body[0]).toMatchObject({
      id: contractId,
      status: 'active',
      otherParty: 'developer',
      otherPartyName: 'Priya Sharma',
      job: { id: world.jobId },
      hourlyRateCents: 4550,
      hourlyRate: 45.5,
      weeklyHourLimit: 30,
      endedAt: null,
    });
    const trpc = await trpcAs(t, world.developer);
    const developer = await trpc.client.contract.list.query();
    expect(developer.map((contract) => [contract.id, contract.otherPartyName])).toEqual([
      [contractId, 'Sarah Collins'],
    ]);
    const stranger = await signedInActor(t, 'developer');
    expect((await stranger.http.get('/api/contracts')).body).toEqual([]);
    expect((await t.http().get('/api/contracts')).status).toBe(401);
  });

  it('shows one contract to its parties only: others get the 404 of a missing one', async () => {
    const url = `/api/contracts/${contractId}`;
    const own = await world.developer.http.get(url);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: contractId,
      otherParty: 'client',
      client: { id: world.client.user.id },
    });
    for (const role of ['client', 'developer', 'admin'] as const) {
      const stranger = await signedInActor(t, role);
      const response = await stranger.http.get(url);
      expect(response.status, role).toBe(404);
      expect(response.body.message).toBe(CONTRACT_MESSAGES.notFound);
    }
    expect((await world.client.http.get('/api/contracts/999999')).status).toBe(404);
    expect((await t.http().get(url)).status).toBe(401);
  });

  it('is ended by either party with a reason, once; the other side is told', async () => {
    const url = `/api/contracts/${contractId}/end`;
    const noReason = await world.client.http.put(url, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(CONTRACT_MESSAGES.endReason);
    const tooLong = await world.client.http.put(url, { reason: 'x'.repeat(1001) });
    expect(tooLong.body.message).toBe(CONTRACT_MESSAGES.endReason);
    const stranger = await signedInActor(t, 'client');
    expect((await stranger.http.put(url, { reason: 'Not mine' })).status).toBe(404);
    expect((await t.http().put(url, { reason: 'Visitor' })).status).toBe(401);
    const ended = await world.client.http.put(url, { reason: 'The project is complete' });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({
      status: 'ended',
      endedBy: world.client.user.id,
      endReason: 'The project is complete',
    });
    expect(ended.body.endedAt).not.toBeNull();
    const [notice] = await noticesOf(t.db, world.developer.user.id);
    expect(notice).toMatchObject({ title: 'Contract ended', link: `/contracts/${contractId}` });
    expect(notice?.message).toContain('Sarah Collins ended your contract');
    const [email] = await emailsTo(t.db, world.developer.email);
    expect(email?.subject).toBe('Contract ended');
    expect(email?.bodyText).toContain('Reason: The project is complete');
    const trpc = await trpcAs(t, world.developer);
    const again = await trpcError(trpc.client.contract.end.mutate({ id: contractId, reason: 'Again' }));
    expect(again.data?.httpStatus).toBe(409);
    expect(again.message).toBe(CONTRACT_MESSAGES.notActive);
    expect((await trpc.client.contract.byId.query({ id: contractId })).status).toBe('ended');
  });
});
