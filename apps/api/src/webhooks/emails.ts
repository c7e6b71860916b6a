import type { EmailContent } from '../mail/email-content';

/** The owner's notice that an endpoint was turned off after persistent failure. */
export function endpointDisabledEmail(
  endpoint: { userId: number; url: string; email: string; firstName: string },
  reason: string,
  origin: string,
): EmailContent {
  return {
    kind: 'webhook',
    to: endpoint.email,
    userId: endpoint.userId,
    subject: 'Your Talanta webhook endpoint was turned off',
    preview: `We turned off ${endpoint.url}.`,
    greeting: `Hello ${endpoint.firstName},`,
    blocks: [
      { paragraph: `We turned off your webhook endpoint ${endpoint.url}: ${reason.toLowerCase()}.` },
      { paragraph: 'No more events are sent to it until you turn it back on.' },
      { paragraph: 'Check the endpoint and its delivery log, then turn it on again:' },
      { action: { label: 'Open Webhooks', url: `${origin}/webhooks` } },
    ],
  };
}
