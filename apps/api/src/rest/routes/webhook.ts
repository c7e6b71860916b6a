import { ZWebhookDelivery } from '@talanta/schema';
import { z } from 'zod';
import { PAGE_HEADERS, type RestRoute, restRoute, sendPage } from '../route';

const TAG = 'Webhook';

/** Webhook endpoints of clients and admins, and their delivery logs (issue 17). */
export const webhookRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/webhooks',
    procedure: 'webhook.create',
    tag: TAG,
    status: 201,
    summary:
      'Register an endpoint `{ url, events, description? }` (https, public addresses only); the answer holds the signing secret, shown this once',
    example: {
      url: 'https://hooks.kilimapay.co.ke/talanta',
      events: ['application.created', 'offer.accepted', 'invoice.issued'],
      description: 'Hiring pipeline sync',
    },
  },
  {
    method: 'GET',
    path: '/webhooks',
    procedure: 'webhook.list',
    tag: TAG,
    summary: "The caller's endpoints, oldest first, without their secrets",
  },
  {
    method: 'PUT',
    path: '/webhooks/:id',
    procedure: 'webhook.update',
    tag: TAG,
    summary: 'Change `url`, `events`, `description`, or `enabled` (true turns a disabled endpoint back on)',
    example: { events: ['application.created', 'application.status_changed'], enabled: true },
  },
  {
    method: 'DELETE',
    path: '/webhooks/:id',
    procedure: 'webhook.remove',
    tag: TAG,
    summary: 'Delete an endpoint and its delivery log',
  },
  {
    method: 'POST',
    path: '/webhooks/:id/test',
    procedure: 'webhook.sendTest',
    tag: TAG,
    summary: 'Queue a signed `webhook.test` event to the endpoint; its outcome shows in the delivery log',
  },
  restRoute({
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    procedure: 'webhook.deliveries',
    tag: TAG,
    summary:
      'The delivery log, newest first: status, attempts, response status and time, next retry; `limit` (default 25, at most 100) and `offset`; the body is the array and X-Total-Count carries the number of all deliveries',
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.deliveries, page.total, reply),
    response: z.array(ZWebhookDelivery),
  }),
];
