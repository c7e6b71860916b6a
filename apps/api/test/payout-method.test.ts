import { ACCOUNT_SECURITY_MESSAGES, PAYOUT_FORMAT_MESSAGES, PAYOUT_METHOD_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { bearerClient, createToken, expectStatus } from './helpers/api-tokens';
import { useTestApp } from './helpers/app';
import { useActors } from './helpers/jobs';
import { emailsTo } from './helpers/offers';
import { TEST_PASSWORD } from './helpers/users';

const t = useTestApp();
const { developer, client } = useActors(t, { developer: 'developer', client: 'client' });

const HOUR_MS = 60 * 60 * 1000;

describe('the developer’s payout method', () => {
  it('is set with the password, shown masked, sealed at rest, held a day, and the developer is emailed', async () => {
    expect((await developer.http.get('/api/payout-method')).body).toBeNull();
    const before = Date.now();
    const saved = await developer.http.put('/api/payout-method', {
      type: 'mpesa',
      holderName: 'Wanjiku Kamau',
      phoneNumber: '0712 345 678',
      password: TEST_PASSWORD,
    });
    expectStatus(saved, 200);
    expect(saved.body).toMatchObject({
      type: 'mpesa',
      holderName: 'Wanjiku Kamau',
      masked: 'M-Pesa •••• 5678',
    });
    const held = Date.parse(saved.body.heldUntil) - Date.parse(saved.body.changedAt);
    expect(held).toBe(24 * HOUR_MS);
    expect(Date.parse(saved.body.changedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await developer.http.get('/api/payout-method')).body).toEqual(saved.body);

    const row = await t.db
      .selectFrom('payoutMethods')
      .select('detailsEncrypted')
      .where('developerId', '=', developer.user.id)
      .executeTakeFirstOrThrow();
    expect(row.detailsEncrypted).not.toContain('712345678');
    expect(t.app.services.payoutDetails.open(row.detailsEncrypted)).toEqual({ phoneNumber: '+254712345678' });
    const [email] = await emailsTo(t.db, developer.email);
    expect(email?.subject).toBe(PAYOUT_METHOD_MESSAGES.changedSubject);
    expect(email?.bodyText).toContain('M-Pesa •••• 5678');

    const replaced = await developer.http.put('/api/payout-method', {
      type: 'bank_intl',
      holderName: 'Wanjiku Kamau',
      iban: 'de89 3704 0044 0532 0130 00',
      password: TEST_PASSWORD,
    });
    expectStatus(replaced, 200);
    expect(replaced.body.masked).toBe('DE89 •••• 3000');
    const upi = await developer.http.put('/api/payout-method', {
      type: 'upi',
      holderName: 'Anand Kumar',
      vpa: 'anand.kumar@okhdfcbank',
      password: TEST_PASSWORD,
    });
    expect(upi.body.masked).toBe('UPI an•••@okhdfcbank');
  });

  it('refuses a wrong password, a malformed account, an API token and anyone but a developer', async () => {
    const put = (body: object) =>
      developer.http.put('/api/payout-method', { holderName: 'Priya Sharma', ...body });
    expectStatus(
      await put({ type: 'mpesa', phoneNumber: '+254712345678', password: 'not-it' }),
      400,
      ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword,
    );
    expectStatus(
      await put({ type: 'mpesa', phoneNumber: '+254712345678' }),
      400,
      PAYOUT_METHOD_MESSAGES.password,
    );
    const password = TEST_PASSWORD;
    expectStatus(
      await put({ type: 'mpesa', phoneNumber: '+254812345678', password }),
      400,
      PAYOUT_FORMAT_MESSAGES.mpesaPhone,
    );
    expectStatus(
      await put({ type: 'bank_in', accountNumber: '1234', ifsc: 'SBIN0005943', password }),
      400,
      PAYOUT_FORMAT_MESSAGES.indianAccountNumber,
    );
    expectStatus(
      await put({ type: 'bank_in', accountNumber: '123456789012', ifsc: 'SBIN1005943', password }),
      400,
      PAYOUT_FORMAT_MESSAGES.ifsc,
    );
    expectStatus(await put({ type: 'upi', vpa: 'name@', password }), 400, PAYOUT_FORMAT_MESSAGES.vpa);
    expectStatus(
      await put({ type: 'bank_intl', iban: 'GB28NWBK60161331926819', password }),
      400,
      PAYOUT_FORMAT_MESSAGES.iban,
    );
    expectStatus(await put({ type: 'cash', password }), 400, PAYOUT_FORMAT_MESSAGES.type);
    const { token } = await createToken(developer);
    expectStatus(
      await bearerClient(t, token).put('/api/payout-method', {
        type: 'upi',
        holderName: 'Priya Sharma',
        vpa: 'priya@upi',
        password,
      }),
      403,
      PAYOUT_METHOD_MESSAGES.sessionOnly,
    );
    expect((await client.http.get('/api/payout-method')).status).toBe(403);
    expect((await t.http().get('/api/payout-method')).status).toBe(401);
  });
});
