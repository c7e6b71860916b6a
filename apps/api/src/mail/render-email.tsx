import { render } from '@react-email/render';
import { DEFAULT_SIGNOFF, type EmailBlock, type EmailContent } from './email-content';
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
  const lines = [content.greeting, ''];
  for (const block of content.blocks) lines.push(...blockText(block), '');
  lines.push(...(content.signoff ?? DEFAULT_SIGNOFF), '', '--', footer.reason);
  if (footer.unsubscribeUrl) lines.push(`Unsubscribe: ${footer.unsubscribeUrl}`);
  if (footer.preferencesUrl) lines.push(`Email preferences: ${footer.preferencesUrl}`);
  return lines.join('\n');
}

export async function renderEmail(
  content: EmailContent,
  footer: EmailFooterLinks,
): Promise<{ html: string; text: string }> {
  const html = await render(<EmailLayout content={content} footer={footer} />);
  return { html, text: renderEmailText(content, footer) };
}
