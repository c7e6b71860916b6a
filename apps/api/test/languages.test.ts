import { LOCALE_COOKIE } from '@talanta/schema/i18n';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { parseSetCookie } from './helpers/http';
import { signedInActor, trpcAs } from './helpers/jobs';
import { uniqueEmail } from './helpers/users';

/**
 * Issue 41: the language a person chose is kept on the account (registration takes the form's
 * language, a sign-in takes the browser's choice or gives the browser the account's), and the
 * emails they get are written in it.
 */

const t = useTestApp();

function registration(email: string) {
  return {
    email,
    firstName: 'Neha',
    lastName: 'Kapoor',
    phoneNumber: '+919876543210',
    password: 'secret1',
    confirmPassword: 'secret1',
    role: 'client',
    acceptTerms: true,
  };
}

function lastEmailTo(email: string) {
  return t.db
    .selectFrom('emailOutbox')
    .select(['subject', 'bodyText', 'bodyHtml'])
    .where('toAddress', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

function localeCookieOf(setCookies: string[]) {
  const header = setCookies.find((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));
  return header ? parseSetCookie(header) : undefined;
}

describe('the account language', () => {
  it('is the language the registration form was in, and the verification email is written in it', async () => {
    const email = uniqueEmail('hindi');
    const http = t.http();
    http.cookies.set(LOCALE_COOKIE, 'hi');
    const response = await http.post('/api/auth/register', registration(email));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.locale).toBe('hi');

    const sent = await lastEmailTo(email);
    expect(sent.subject).toBe('अपना Talanta ईमेल पता सत्यापित करें');
    expect(sent.bodyText).toContain('नमस्ते Neha,');
    expect(sent.bodyText).toContain('Talanta टीम');
    expect(sent.bodyHtml).toMatch(/<html[^>]* lang="hi"/);
  });

  it('follows the browser’s languages when nothing was chosen, and stays English for a browser in none of ours', async () => {
    const french = uniqueEmail('french');
    const fromFrance = await t
      .http()
      .post('/api/auth/register', registration(french), { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(fromFrance.body.locale).toBe('fr');
    expect((await lastEmailTo(french)).subject).toBe('Vérifiez votre adresse e-mail Talanta');

    const other = uniqueEmail('japanese');
    const fromJapan = await t
      .http()
      .post('/api/auth/register', registration(other), { headers: { 'accept-language': 'ja-JP' } });
    expect(fromJapan.body.locale).toBe('en');
    expect((await lastEmailTo(other)).subject).toBe('Verify your Talanta email address');
  });

  it('takes the browser’s choice at sign-in, and gives a browser without one the account’s', async () => {
    const email = uniqueEmail('choice');
    await t.http().post('/api/auth/register', registration(email));

    const german = t.http();
    german.cookies.set(LOCALE_COOKIE, 'de');
    const signedIn = await german.post('/api/auth/login', { email, password: 'secret1' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.locale).toBe('de');

    const elsewhere = t.http();
    const again = await elsewhere.post('/api/auth/login', { email, password: 'secret1' });
    expect(again.body.locale).toBe('de');
    const cookie = localeCookieOf(again.setCookies);
    expect(cookie?.value).toBe('de');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('httponly')).toBe(false);

    // The password reset email goes out in the account's language.
    await t.http().post('/api/auth/forgot-password', { email });
    await expect
      .poll(async () => (await lastEmailTo(email)).subject, { timeout: 10_000 })
      .toBe('Setzen Sie Ihr Talanta-Passwort zurück');
  });

  it('is chosen by a signed-in person with auth.setLocale, kept on the account and in the browser', async () => {
    const client = await signedInActor(t, 'client');
    const trpc = await trpcAs(t, client);
    const user = await trpc.client.auth.setLocale.mutate({ locale: 'sw' });
    expect(user.locale).toBe('sw');
    expect((await client.http.get('/api/auth/user')).body.locale).toBe('sw');
    expect(trpc.cookies.get(LOCALE_COOKIE)).toBe('sw');
    await expect(trpc.client.auth.setLocale.mutate({ locale: 'xx' as never })).rejects.toMatchObject({
      data: { httpStatus: 400 },
    });
  });
});
