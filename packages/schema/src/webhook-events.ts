import { z } from 'zod';
import { APPLICATION_STATES, APPLICATION_STATUSES } from './constants';
import { CONTRACT_END_KINDS } from './contract';
import { INTERVIEW_STATUSES } from './interview';
import { INVOICE_STATUSES } from './invoice';
import { OFFER_STATUSES } from './offer';
import { type TWebhookEventType, WEBHOOK_TEST_EVENT } from './webhook';

/**
 * What each webhook event's `data` holds (issue 42): the server types what it sends with these,
 * the OpenAPI document's `webhooks` section is made from them, and the tests check real deliveries
 * against them. Ids and key fields only, so a payload stays small and stable.
 */

const id = (description: string) => z.number().int().describe(description);

/** A developer in a payload: the id the API names developers by, and the user id messages take. */
const developer = {
  developerId: id("The developer's id, as GET /api/developers/{id} takes it"),
  developerUserId: id("The developer's user id (a message's receiverId)"),
};

const application = z.object({
  applicationId: id('The application'),
  jobId: id('The job applied to'),
  ...developer,
  status: z.enum(APPLICATION_STATUSES),
});

const interview = z.object({
  interviewId: id('The interview'),
  applicationId: id('The application the interview is for').nullable(),
  jobId: id('The job').nullable(),
  ...developer,
  status: z.enum(INTERVIEW_STATUSES),
});

const offer = z.object({
  offerId: id('The offer'),
  jobId: id('The job the offer is for, if any').nullable(),
  applicationId: id('The application the offer answers, if any').nullable(),
  ...developer,
  contractId: id('The contract an accepted offer made').nullable(),
  status: z.enum(OFFER_STATUSES),
});

const invoice = z.object({
  invoiceId: id('The invoice'),
  number: z.string().describe('The invoice number (the bank reference to quote)'),
  clientId: id("The client's user id"),
  totalCents: z.number().int().describe('Integer US cents'),
  dueDate: z.string().meta({ format: 'date' }),
  status: z.enum(INVOICE_STATUSES),
});

export const WEBHOOK_EVENT_DATA = {
  'application.created': application.extend({ status: z.literal('pending') }),
  'application.status_changed': application.extend({ previousStatus: z.enum(APPLICATION_STATES) }),
  'message.created': z.object({
    messageId: id('The message'),
    conversationId: id('The conversation'),
    senderId: id("The sender's user id"),
    receiverId: id("The receiver's user id"),
  }),
  'job.created': z.object({ jobId: id('The job'), clientId: id("The client's user id"), title: z.string() }),
  'job.closed': z.object({ jobId: id('The job'), clientId: id("The client's user id") }),
  'interview.proposed': interview,
  'interview.accepted': interview,
  'interview.declined': interview,
  'interview.rescheduled': interview,
  'interview.cancelled': interview,
  'offer.sent': offer,
  'offer.accepted': offer,
  'offer.declined': offer,
  'offer.withdrawn': offer,
  'contract.ended': z.object({
    contractId: id('The contract'),
    offerId: id('The offer the contract came from'),
    jobId: id('The job, if the offer named one').nullable(),
    ...developer,
    endedBy: id('The user id of who ended it'),
    endKind: z.enum(CONTRACT_END_KINDS),
  }),
  'invoice.issued': invoice,
  'invoice.paid': invoice,
  [WEBHOOK_TEST_EVENT]: z.object({ endpointId: id('The endpoint the test was sent to') }),
} satisfies Record<TWebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType>;

export type TWebhookEventData<T extends keyof typeof WEBHOOK_EVENT_DATA> = z.input<
  (typeof WEBHOOK_EVENT_DATA)[T]
>;

/** The body every delivery POSTs, for one event type. */
export function webhookPayloadSchema<T extends keyof typeof WEBHOOK_EVENT_DATA>(type: T) {
  return z.object({
    type: z.literal(type),
    timestamp: z.string().meta({ format: 'date-time', description: 'When the event happened (UTC)' }),
    data: WEBHOOK_EVENT_DATA[type],
  });
}
