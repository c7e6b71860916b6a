import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { queueEmail } from '../src/mail/queue-email';
import { renderEmail } from '../src/mail/render-email';
import { useTestApp } from './helpers/app';
import { emailSamples, SAMPLE_ORIGIN } from './helpers/email-samples';
import { createUser } from './helpers/users';

/** Every template through the one layout into the outbox: HTML and text, facts, unsubscribe links. */
const t = useTestApp();

async function queued(subject: string) {
  return t.db
    .selectFrom('emailOutbox')
    .select(['bodyHtml', 'bodyText', 'kind', 'userId', 'listUnsubscribeUrl'])
    .where('subject', '=', subject)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('email templates', () => {
  it('render HTML and text with their key facts, in the one layout', async () => {
    const { user } = await createUser(t.db, 'developer');
    for (const sample of emailSamples(user.id)) {
      expect(await queueEmail(t.db, sample.content, SAMPLE_ORIGIN)).toBe(true);
      const row = await queued(sample.content.subject);
      expect(row.kind, sample.name).toBe(sample.content.kind);
      expect(row.bodyHtml, sample.name).toContain('<html');
      expect(row.bodyHtml, sample.name).toContain('Talanta');
      expect(row.bodyHtml, sample.name).toContain('max-width:600px');
      expect(row.bodyHtml, sample.name).toContain('name="color-scheme"');
      // Its title is its subject (issue 42: mail apps and screen readers name the document by it).
      const escaped = sample.content.subject
        .replaceAll('&', '&amp;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#x27;');
      expect(row.bodyHtml, sample.name).toContain(`<title>${escaped}</title>`);
      for (const fact of sample.facts) {
        expect(row.bodyText, `${sample.name} text: ${fact}`).toContain(fact);
        expect(row.bodyHtml, `${sample.name} html: ${fact}`).toContain(fact.replaceAll('&', '&amp;'));
      }
      expect(row.bodyText, sample.name).toContain('Hello Ada,');
    }
  });

  it('render in one pass, never entering an AsyncLocalStorage (Node would then hook every promise for good)', () => {
    const entered = [
      vi.spyOn(AsyncLocalStorage.prototype, 'run'),
      vi.spyOn(AsyncLocalStorage.prototype, 'enterWith'),
    ];
    try {
      for (const sample of emailSamples(1)) {
        const { html } = renderEmail(sample.content, {
          reason: 'A test.',
          unsubscribeUrl: null,
          preferencesUrl: null,
        });
        expect(html, sample.name).toMatch(
          /^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1.0 Transitional\/\/EN"/,
        );
        // React's streaming renderer marks its Suspense boundaries (<!--$-->); the static one does not.
        expect(html, sample.name).not.toContain('<!--$');
      }
      for (const spy of entered) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of entered) spy.mockRestore();
    }
  });

  it('put an unsubscribe link on kinds that can be turned off, never on security emails', async () => {
    const { user } = await createUser(t.db, 'client');
    for (const sample of emailSamples(user.id)) {
      await queueEmail(t.db, sample.content, SAMPLE_ORIGIN);
      const row = await queued(sample.content.subject);
      if (sample.content.kind === 'security' || sample.content.userId === null) {
        expect(row.listUnsubscribeUrl, sample.name).toBeNull();
        expect(row.bodyHtml, sample.name).not.toContain('/unsubscribe?token=');
        expect(row.bodyText, sample.name).not.toContain('Unsubscribe:');
      } else {
        expect(row.listUnsubscribeUrl, sample.name).toMatch(
          new RegExp(
            `^${SAMPLE_ORIGIN}/api/email/unsubscribe\\?token=${user.id}\\.${sample.content.kind}\\.`,
          ),
        );
        expect(row.bodyHtml, sample.name).toContain(`${SAMPLE_ORIGIN}/unsubscribe?token=${user.id}.`);
        expect(row.bodyText, sample.name).toContain(`Unsubscribe: ${SAMPLE_ORIGIN}/unsubscribe?token=`);
        expect(row.bodyText, sample.name).toContain('/profile#email-preferences');
      }
    }
  });

  it('say in the footer that security emails are always sent', async () => {
    const { user } = await createUser(t.db, 'developer');
    const [verification] = emailSamples(user.id);
    await queueEmail(t.db, verification!.content, SAMPLE_ORIGIN);
    const row = await queued(verification!.content.subject);
    expect(row.bodyText).toContain('these are always sent');
  });
});
