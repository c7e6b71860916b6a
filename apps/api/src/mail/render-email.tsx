import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailBlock, EmailContent } from './email-content';
import { emailText } from './email-language';
import { type EmailFooterLinks, EmailLayout } from './email-layout';

function blockText(block: EmailBlock): string[] {
  if ('paragraph' in block) return [block.paragraph];
  if ('heading' in block) return [block.heading];
  if ('links' in block)
    return block.links.flatMap((entry) => [
      `- ${entry.title}`,
      `  ${entry.text}`,
      ...(entry.url ? [`  ${entry.url}`] : []),
    ]);
  if ('facts' in block) return block.facts.map((fact) => `${fact.label}: ${fact.value}`);
  if ('list' in block) return block.list.map((item) => `- ${item}`);
  if ('quote' in block) return [`${block.quote.label}:`, block.quote.text];
  return [`${block.action.label}:`, block.action.url];
}

/** The plain-text part, written from the same content as the HTML (links printed in full). */
export function renderEmailText(content: EmailContent, footer: EmailFooterLinks): string {
  const t = emailText(content.locale);
  const lines = [content.greeting, ''];
  for (const block of content.blocks) lines.push(...blockText(block), '');
  lines.push(...(content.signoff ?? [t('The Talanta team')]), '', '--', footer.reason);
  if (footer.unsubscribeUrl) lines.push(`${t('Unsubscribe')}: ${footer.unsubscribeUrl}`);
  if (footer.preferencesUrl) lines.push(`${t('Email preferences')}: ${footer.preferencesUrl}`);
  return lines.join('\n');
}

/** The doctype mail clients are written for (what react-email's own render writes too). */
const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The HTML part, rendered in one synchronous pass. Not through react-email's `render`: it streams
 * through React's renderToReadableStream, whose first call turns on an AsyncLocalStorage, and Node
 * then runs promise hooks on every promise of the process for good: after the first email a
 * cheap read served about 15% fewer requests a second (76k against 87k in 8 s). The layout has
 * nothing to wait for, so the static renderer gives the same markup.
 */
export function renderEmail(content: EmailContent, footer: EmailFooterLinks): { html: string; text: string } {
  const html = EMAIL_DOCTYPE + renderToStaticMarkup(<EmailLayout content={content} footer={footer} />);
  return { html, text: renderEmailText(content, footer) };
}
