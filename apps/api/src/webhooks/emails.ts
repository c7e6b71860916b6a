import type { OutgoingEmail } from '@talanta/db';

/** The owner's notice that an endpoint was turned off after persistent failure. */
export function endpointDisabledEmail(
  endpoint: { url: string; email: string; firstName: string },
  reason: string,
  origin: string | null,
): OutgoingEmail {
  const where = origin ? `${origin}/webhooks` : 'the Webhooks page of Talanta';
  return {
    to: endpoint.email,
    subject: 'Your Talanta webhook endpoint was turned off',
    text: [
      `Hello ${endpoint.firstName},`,
      '',
      `We turned off your webhook endpoint ${endpoint.url}: ${reason.toLowerCase()}.`,
      'No more events are sent to it until you turn it back on.',
      '',
      `Check the endpoint and its delivery log, then turn it on again at ${where}.`,
      '',
      'The Talanta team',
    ].join('\n'),
  };
}
