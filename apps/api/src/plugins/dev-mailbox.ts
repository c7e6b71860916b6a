import { type Database, type EmailAttachment, findRecentOutboxEmails, type Kysely } from '@talanta/db';
import type { FastifyInstance } from 'fastify';
import { isLocalClient } from './local-client';
import { sendUnknownPath } from './unknown-path';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkify(escaped: string): string {
  return escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

/** An attachment (an interview's .ics) shown folded under its email, as a mail client lists it. */
function attachmentHtml(attachment: EmailAttachment): string {
  return `<details><summary>📎 ${escapeHtml(attachment.filename)} (${escapeHtml(attachment.contentType)})</summary>
<pre>${escapeHtml(attachment.content)}</pre></details>`;
}

/**
 * The email outbox as a page, for development and demos without SMTP: every email the app "sent"
 * (reset links, invitations) can be read here. Served only with DEV_MAILBOX=true outside
 * production, and only to loopback clients that name this server (`publicOrigin`'s host or a
 * loopback name); anyone else gets the same 404 as an unknown path.
 */
export function registerDevMailbox(app: FastifyInstance, db: Kysely<Database>, publicOrigin: string) {
  app.get('/dev/mailbox', async (request, reply) => {
    if (!isLocalClient(request, publicOrigin)) return sendUnknownPath(request, reply);
    const emails = await findRecentOutboxEmails(db, 50);
    const items = emails
      .map(
        (email) => `<article><h2>${escapeHtml(email.subject)}</h2>
<p class="meta">To ${escapeHtml(email.toAddress)} · ${email.createdAt.toISOString()}</p>
<pre>${linkify(escapeHtml(email.bodyText))}</pre>${(email.attachments ?? []).map(attachmentHtml).join('')}</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Talanta dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1020;color:#e2e8f0;max-width:760px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #334155;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0;background:#111827}
h2{font-size:1.05rem;margin:0}.meta{color:#94a3b8;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}summary{cursor:pointer;color:#cbd5e1}a{color:#a5b4fc}</style>
</head><body><h1>Dev mailbox</h1><p class="meta">Emails the app has queued, newest first. Shown because DEV_MAILBOX=true, to this machine only.</p>
${items || '<p>No emails yet.</p>'}</body></html>`);
  });
}
