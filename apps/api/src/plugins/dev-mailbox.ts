import type { Database, Kysely } from '@talanta/db';
import type { FastifyInstance } from 'fastify';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkify(escaped: string): string {
  return escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

/**
 * The email outbox as a page, for development and demos without SMTP: every email the app "sent"
 * (reset links, invitations) can be read here. Never enabled when SMTP is configured, and off in
 * production unless DEV_MAILBOX=true.
 */
export function registerDevMailbox(app: FastifyInstance, db: Kysely<Database>) {
  app.get('/dev/mailbox', async (_request, reply) => {
    const emails = await db
      .selectFrom('emailOutbox')
      .select(['id', 'toAddress', 'subject', 'bodyText', 'createdAt'])
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    const items = emails
      .map(
        (email) => `<article><h2>${escapeHtml(email.subject)}</h2>
<p class="meta">To ${escapeHtml(email.toAddress)} · ${email.createdAt.toISOString()}</p>
<pre>${linkify(escapeHtml(email.bodyText))}</pre></article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Talanta dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1020;color:#e2e8f0;max-width:760px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #334155;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0;background:#111827}
h2{font-size:1.05rem;margin:0}.meta{color:#94a3b8;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}a{color:#a5b4fc}</style>
</head><body><h1>Dev mailbox</h1><p class="meta">Emails the app has queued, newest first. Shown because no SMTP server is configured.</p>
${items || '<p>No emails yet.</p>'}</body></html>`);
  });
}
