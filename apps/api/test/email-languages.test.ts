import {
  CONTRACT_END_KIND_LABELS,
  EMAIL_KIND_LABELS,
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHOD_MESSAGES,
  REFERENCE_RELATIONSHIP_LABELS,
  REJECTION_REASON_LABELS,
  VETTING_STAGE_LABELS,
} from '@talanta/schema';
import { LOCALE_COOKIE, type Locale } from '@talanta/schema/i18n';
import { describe, expect, it } from 'vitest';
import { EmailDigests } from '../src/mail/email-digests';
import { emailCatalogueHolds } from '../src/mail/email-language';
import { vettingStageEmail } from '../src/routers/vetting/review-emails';
import { applicationPayload, decide, submitApplication } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { eventValue, parseIcs } from './helpers/ics';
import { emailsTo, icsOf, proposeInterview, slotIn, slotsBody } from './helpers/interviews';
import { contractAt, insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { type Actor, applyTo, postJob, signedInActor, trpcAs } from './helpers/jobs';
import { dateIn, makeOffer, offerTerms } from './helpers/offers';
import { createUser, TEST_PASSWORD } from './helpers/users';

/**
 * Issue 41: every email to a person is written in their account's language (users.locale), its
 * dates and amounts too; an account that chose none gets English. Each email is read back from the
 * outbox as it was queued.
 */

const t = useTestApp();
const ORIGIN = 'https://talanta.test';

async function speaks(userId: number, locale: Locale | null) {
  await t.db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** The newest email queued to an address. */
function lastEmailTo(address: string) {
  return t.db
    .selectFrom('emailOutbox')
    .select(['subject', 'bodyText', 'bodyHtml'])
    .where('toAddress', '=', address)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

const money = (locale: Locale, dollars: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(dollars);
const day = (locale: Locale, isoDay: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

describe('emails in their recipient’s language', () => {
  it('a new application: the client reads it in Kiswahili, the rate in Kiswahili’s way; without a language, English', async () => {
    const client = await signedInActor(t, 'client');
    await speaks(client.user.id, 'sw');
    const job = await postJob(client, { title: 'React dashboard' });
    const developer = await signedInActor(t, 'developer', { firstName: 'Amina', lastName: 'Otieno' });
    await applyTo(developer, job.id, { proposedRate: 45 });

    const sent = await lastEmailTo(client.email);
    expect(sent.subject).toBe('Ombi jipya la "React dashboard"');
    expect(sent.bodyText).toContain('Amina Otieno ameomba kazi yako "React dashboard".');
    expect(sent.bodyText).toContain(`Kiwango kilichopendekezwa: ${money('sw', 45)}`);
    expect(sent.bodyText).toContain('Kagua waombaji');
    // The frame too: the footer names the kind of email by its label in the email preferences.
    expect(sent.bodyText).toContain(
      'Umepokea barua pepe hii kwa sababu ya barua pepe za "Maombi mapya kwa kazi zangu" za akaunti yako ya Talanta.',
    );
    expect(sent.bodyHtml).toMatch(/<html[^>]* lang="sw"/);

    const english = await signedInActor(t, 'client');
    const otherJob = await postJob(english, { title: 'Go service' });
    await applyTo(developer, otherJob.id, { proposedRate: 45 });
    const plain = await lastEmailTo(english.email);
    expect(plain.subject).toBe('New application for "Go service"');
    expect(plain.bodyText).toContain('Proposed rate: $45.00');
    expect(plain.bodyText).toContain(
      'You got this email because of your Talanta account\'s "New applications to my jobs" emails.',
    );
  });

  it('vetting approved: the developer with an account reads it in Hindi', async () => {
    const admin = await signedInActor(t, 'admin');
    const existing = await createUser(t.db, 'developer');
    await t.db.updateTable('users').set({ emailVerified: true }).where('id', '=', existing.user.id).execute();
    await speaks(existing.user.id, 'hi');
    const { id } = await submitApplication(t, { email: existing.email });
    // The receipt is in Hindi already: the account was found by the application's address.
    expect((await lastEmailTo(existing.email)).subject).toBe('हमें आपका Talanta टेक टैलेंट आवेदन मिल गया है');

    await decide(admin.http, id, 'approve');
    const sent = await lastEmailTo(existing.email);
    expect(sent.subject).toBe('आपका Talanta टेक टैलेंट आवेदन स्वीकृत हो गया');
    // Greeted by the name on the application.
    expect(sent.bodyText).toContain('नमस्ते Wanjiru,');
    expect(sent.bodyText).toContain('आपकी डेवलपर प्रोफ़ाइल अब स्वीकृत है और क्लाइंट्स को दिखाई दे रही है।');
    expect(sent.bodyText).toContain('Talanta टीम');
    expect(sent.bodyText).not.toContain('approved');
    expect(sent.bodyHtml).toContain('या यह लिंक खोलें:');
  });

  it('a vetting receipt to a person without an account is in the language the form was filled in', async () => {
    const http = t.http();
    http.cookies.set(LOCALE_COOKIE, 'es');
    const payload = applicationPayload({ email: 'sin.cuenta@example.com' });
    expect((await http.post('/api/developer/apply', payload)).status).toBe(201);
    const sent = await lastEmailTo('sin.cuenta@example.com');
    expect(sent.subject).toBe('Recibimos tu solicitud de talento tecnológico en Talanta');
    expect(sent.bodyText).toContain('Hola, Wanjiru:');
    expect(sent.bodyText).toContain('Crear mi cuenta');
  });

  it('the emails after the receipt reach a person without an account in the form’s language too', async () => {
    const admin = await signedInActor(t, 'admin');
    const apply = async (email: string, locale: Locale) => {
      const http = t.http();
      http.cookies.set(LOCALE_COOKIE, locale);
      const response = await http.post('/api/developer/apply', applicationPayload({ email }));
      expect(response.status).toBe(201);
      return (response.body as { id: number }).id;
    };
    const approved = await apply('aprobada@example.com', 'es');
    const stored = await t.db
      .selectFrom('vettingSubmissions')
      .select('locale')
      .where('id', '=', approved)
      .executeTakeFirstOrThrow();
    expect(stored.locale).toBe('es');
    await decide(admin.http, approved, 'approve');
    const invitation = await lastEmailTo('aprobada@example.com');
    expect(invitation.subject).toBe(
      'Tu solicitud fue aprobada: ya puedes unirte a Talanta como talento tecnológico',
    );
    expect(invitation.bodyText).toContain('Crear mi cuenta de desarrollador');

    const declined = await apply('rechazada@example.com', 'es');
    await decide(admin.http, declined, 'reject');
    expect((await lastEmailTo('rechazada@example.com')).subject).toBe(
      'Tu solicitud de talento tecnológico en Talanta',
    );
  });

  it('an interview: proposed to a developer in Kiswahili, scheduled for a client in German, times in each one’s words', async () => {
    const client = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
    const developer = await signedInActor(t, 'developer', { firstName: 'Priya', lastName: 'Sharma' });
    await speaks(client.user.id, 'de');
    await speaks(developer.user.id, 'sw');
    const job = await postJob(client, { title: 'Payments API' });
    const application = await applyTo(developer, job.id);
    const slot = slotIn(48, 45);
    const interview = await proposeInterview(client, application.id, {
      slots: slotsBody(slot),
      meetingUrl: 'https://meet.example/abc',
    });

    const proposed = await lastEmailTo(developer.email);
    expect(proposed.subject).toBe('Mahojiano yamependekezwa: Payments API');
    expect(proposed.bodyText).toContain(
      'Sarah Collins amependekeza nyakati za mahojiano kwa "Payments API".',
    );
    expect(proposed.bodyText).toContain('Kiungo cha mkutano: https://meet.example/abc');
    expect(proposed.bodyText).toContain('dakika 45');

    const accepted = await developer.http.put(`/api/interviews/${interview.id}/accept`, {
      slotId: interview.slots[0].id,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const scheduled = await lastEmailTo(client.email);
    expect(scheduled.subject).toBe('Gespräch vereinbart: Payments API');
    expect(scheduled.bodyText).toContain(
      'Priya Sharma hat einen Gesprächstermin für „Payments API“ angenommen.',
    );
    expect(scheduled.bodyText).toContain('Termine in Ihrer Zeitzone:');
    const when = new Intl.DateTimeFormat('de', {
      timeZone: client.user.timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(slot.instant));
    expect(scheduled.bodyText).toContain(`${when} (${client.user.timeZone}), 45 Minuten`);
    // The calendar file it carries speaks German too.
    const [withIcs] = await emailsTo(t.db, client.email).then((all) => all.slice(-1));
    const ics = parseIcs(icsOf(withIcs!).content);
    expect(eventValue(ics, 'SUMMARY')).toBe('Gespräch: Payments API');
    expect(eventValue(ics, 'DESCRIPTION')).toContain(
      'Gespräch für „Payments API“ zwischen Sarah Collins und Priya Sharma.',
    );
  });

  it('an offer: the developer reads it in Hindi, with the terms’ dates in Hindi; the notice in the app stays English', async () => {
    const client = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
    const developer = await signedInActor(t, 'developer', { firstName: 'Priya', lastName: 'Sharma' });
    await speaks(developer.user.id, 'hi');
    const job = await postJob(client, { title: 'Mobile money app' });
    const application = await applyTo(developer, job.id);
    const startDate = dateIn(7);
    await makeOffer(client, offerTerms({ applicationId: application.id, startDate, hourlyRate: 45.5 }));

    const sent = await lastEmailTo(developer.email);
    expect(sent.subject).toBe('नया ऑफ़र');
    expect(sent.bodyText).toContain('Sarah Collins ने आपको "Mobile money app" के लिए एक ऑफ़र भेजा है।');
    expect(sent.bodyText).toContain(
      `शर्तें: ${money('hi', 45.5)} प्रति घंटा, हफ़्ते में ज़्यादा से ज़्यादा 30 घंटे, ${day('hi', startDate)} से।`,
    );
    expect(sent.bodyText).toContain('उनका संदेश: Welcome aboard');
    expect(sent.bodyText).toContain('Talanta पर देखें');
    const notice = await t.db
      .selectFrom('notifications')
      .select(['title', 'message'])
      .where('userId', '=', developer.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({
      title: 'New offer',
      message: 'Sarah Collins sent you an offer for "Mobile money app".',
    });
  });

  it('a money notice: an issued invoice reaches its client in French, amount and due date in French', async () => {
    const admin = await signedInActor(t, 'admin');
    const client = await signedInActor(t, 'client', { firstName: 'Claire', lastName: 'Dubois' });
    await speaks(client.user.id, 'fr');
    const job = await postJob(client);
    const { contractId } = await contractAt(t, client, job.id, 50, { firstName: 'Tom', lastName: 'Mwangi' });
    await insertApprovedWeek(t.db, contractId, mondayWeeksAgo(1), 600);
    const lastSunday = dateIn(-(((new Date().getUTCDay() + 6) % 7) + 1));
    const generated = await admin.http.post('/api/admin/invoices/generate', { through: lastSunday });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const invoice = generated.body.find(
      (one: { client: { id: number } }) => one.client.id === client.user.id,
    );

    const sent = await lastEmailTo(client.email);
    expect(sent.subject).toBe(`Facture ${invoice.number} émise`);
    expect(sent.bodyText).toContain(
      `La facture ${invoice.number} de ${money('fr', invoice.totalCents / 100)} est à régler le ${day('fr', invoice.dueDate)}.`,
    );
    expect(sent.bodyText).toContain(`en indiquant ${invoice.number} comme référence`);
    expect(sent.bodyText).toContain('Voir sur Talanta');
    expect(sent.bodyText).toContain(
      'Vous recevez cet e-mail en raison des e-mails « Factures et paiements »',
    );
  });

  it('a digest: its frame in the language the person has when it goes, each item in the words it was held with', async () => {
    const client = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
    const developer = await signedInActor(t, 'developer', { firstName: 'Priya', lastName: 'Sharma' });
    await speaks(developer.user.id, 'sw');
    const trpc = await trpcAs(t, developer);
    await trpc.client.emailPreference.update.mutate({
      kind: 'contract',
      emailEnabled: true,
      digest: 'daily',
    });
    const job = await postJob(client, { title: 'USSD menu' });
    const application = await applyTo(developer, job.id);
    await makeOffer(client, offerTerms({ applicationId: application.id }));
    const held = await t.db
      .selectFrom('emailDigestItems')
      .select(['subject', 'summary'])
      .where('userId', '=', developer.user.id)
      .execute();
    expect(held).toEqual([{ subject: 'Ofa mpya', summary: 'Sarah Collins amekutumia ofa ya "USSD menu".' }]);

    // The person switches to Hindi before the digest goes.
    await speaks(developer.user.id, 'hi');
    await new EmailDigests(t.db, { origin: ORIGIN }).sendDueDigests(new Date(Date.now() + 86_400_000));
    const digest = await lastEmailTo(developer.email);
    expect(digest.subject).toBe('आपका दैनिक Talanta डाइजेस्ट: 1 अपडेट');
    expect(digest.bodyText).toContain('Talanta के वे ईमेल जो आपको दैनिक डाइजेस्ट के रूप में मिलते हैं');
    expect(digest.bodyText).toContain('ऑफ़र और कॉन्ट्रैक्ट');
    expect(digest.bodyText).toContain('- Ofa mpya\n  Sarah Collins amekutumia ofa ya "USSD menu".');
    expect(digest.bodyText).toContain('अपनी ईमेल प्राथमिकताएँ बदलें');
    expect(digest.bodyHtml).toMatch(/<html[^>]* lang="hi"/);
  });

  it('payout method changed: in Kiswahili for a developer who chose it, in English for one who chose none', async () => {
    const body = {
      type: 'mpesa',
      holderName: 'Wanjiku Kamau',
      phoneNumber: '0712 345 678',
      password: TEST_PASSWORD,
    };
    const swahili: Actor = await signedInActor(t, 'developer');
    await speaks(swahili.user.id, 'sw');
    expect((await swahili.http.put('/api/payout-method', body)).status).toBe(200);
    const sent = await lastEmailTo(swahili.email);
    expect(sent.subject).toBe('Maelezo yako ya kupokea malipo yamebadilika');
    expect(sent.bodyText).toContain(
      'Malipo yako ya Talanta yataenda kwa M-Pesa M-Pesa •••• 5678 (Wanjiku Kamau), kuanzia saa 24 baada ya mabadiliko haya.',
    );
    expect(sent.bodyText).toContain('Tazama mapato yako');

    const english: Actor = await signedInActor(t, 'developer');
    expect((await english.http.put('/api/payout-method', body)).status).toBe(200);
    const plain = await lastEmailTo(english.email);
    expect(plain.subject).toBe(PAYOUT_METHOD_MESSAGES.changedSubject);
    expect(plain.bodyText).toContain('Your Talanta payouts will go to M-Pesa');
  });

  it('a vetting stage’s news is a whole sentence in each language; English keeps its old subject', () => {
    const applicant = { firstName: 'Ada', email: 'ada@example.com' };
    const news = (locale: Locale | null) =>
      vettingStageEmail(applicant, { id: 1, locale }, 'assessment', 'passed', ORIGIN);
    expect(news(null).subject).toBe('Your Talanta vetting: assessment passed');
    expect(news(null).blocks[0]).toEqual({
      paragraph: 'An update on your Talanta Tech Talent application: Assessment passed.',
    });
    expect(news('de').subject).toBe('Ihre Talanta-Prüfung: Phase „Technischer Test“ bestanden');
    expect(news('hi').preview).toBe('आकलन चरण पास हो गया।');
  });

  it('every label a shared constant gives an email is in the email catalogue by its English', () => {
    const labels = [
      EMAIL_KIND_LABELS,
      REJECTION_REASON_LABELS,
      REFERENCE_RELATIONSHIP_LABELS,
      VETTING_STAGE_LABELS,
      CONTRACT_END_KIND_LABELS,
      PAYOUT_METHOD_LABELS,
    ].flatMap((record) => Object.values(record));
    const missing = [...labels, PAYOUT_METHOD_MESSAGES.changedSubject].filter(
      (label) => !emailCatalogueHolds(label),
    );
    expect(missing).toEqual([]);
  });
});
