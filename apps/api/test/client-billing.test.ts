import { BILLING_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { useActors } from './helpers/jobs';

const t = useTestApp();
const { client, developer } = useActors(t, { client: 'client', developer: 'developer' });

describe('PUT /api/clients/profile/billing', () => {
  it('keeps the client’s tax number, country and billing address, and clears them when blank', async () => {
    const saved = await client.http.put('/api/clients/profile/billing', {
      taxNumberKind: 'kra_pin',
      taxNumber: 'p051234567x',
      country: 'ke',
      billingAddress: 'Kilima House, Moi Avenue\nNairobi 00100',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const billing = {
      taxNumberKind: 'kra_pin',
      taxNumber: 'P051234567X',
      country: 'KE',
      billingAddress: 'Kilima House, Moi Avenue\nNairobi 00100',
    };
    expect(saved.body.billing).toEqual(billing);
    expect((await client.http.get('/api/clients/profile')).body.billing).toEqual(billing);

    const wrong = await client.http.put('/api/clients/profile/billing', {
      taxNumberKind: 'gst',
      taxNumber: 'P051234567X',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(BILLING_MESSAGES.taxNumber.gst);
    expect((await client.http.get('/api/clients/profile')).body.billing).toEqual(billing);

    const cleared = await client.http.put('/api/clients/profile/billing', {
      taxNumberKind: '',
      taxNumber: '',
      country: '',
      billingAddress: '',
    });
    expect(cleared.body.billing).toEqual({
      taxNumberKind: null,
      taxNumber: null,
      country: null,
      billingAddress: null,
    });
    expect((await developer.http.put('/api/clients/profile/billing', { country: 'IN' })).status).toBe(403);
  });
});
