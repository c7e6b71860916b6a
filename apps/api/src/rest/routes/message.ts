import type { FastifyRequest } from 'fastify';
import { type RestRoute, restRoute } from '../route';

/** The body, with an Idempotency-Key header as its clientMessageId when the body names none. */
function sendInput(request: FastifyRequest): unknown {
  const key = request.headers['idempotency-key'];
  const body = request.body;
  if (typeof key !== 'string' || key === '' || typeof body !== 'object' || body === null) return body;
  const fields = body as Record<string, unknown>;
  return { ...fields, clientMessageId: fields.clientMessageId ?? key };
}

export const messageRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/messages/conversations',
    procedure: 'message.listConversations',
    tag: 'Message',
    summary:
      "The user's conversations, newest activity first, with the other person, job title, last message and unread count; `search` matches the other person's name or the job title",
  },
  {
    method: 'POST',
    path: '/messages/conversations',
    procedure: 'message.startConversation',
    tag: 'Message',
    summary: 'Find or start the conversation with a user (Contact, Hire this talent), optionally about a job',
    example: { userId: 12, jobId: 7 },
  },
  {
    method: 'GET',
    path: '/messages/conversation/:id',
    procedure: 'message.getConversation',
    tag: 'Message',
    summary:
      'A conversation of the user: its header and newest messages, oldest first; `before` (a message id) pages back. 404 for anyone but its two participants',
  },
  {
    method: 'PUT',
    path: '/messages/conversation/:id/read',
    procedure: 'message.markConversationRead',
    tag: 'Message',
    summary: "Mark the other person's messages in a conversation read (its participants)",
  },
  restRoute({
    method: 'POST',
    path: '/messages',
    procedure: 'message.send',
    status: 201,
    tag: 'Message',
    summary:
      'Send a message. A retry with the same `clientMessageId` (or Idempotency-Key header) answers 200 with the original message and the header Idempotent-Replayed: true',
    input: sendInput,
    // Idempotent by clientMessageId in the procedure (ADR 0160): the key is passed on as that.
    idempotencyKey: 'procedure',
    send: (result, reply) => {
      if (!result.created) reply.status(200).header('Idempotent-Replayed', 'true');
      return result;
    },
    example: {
      receiverId: 12,
      content: 'Habari Wanjiku, are you free for a quick call about the payouts job on Thursday?',
      jobId: 7,
      clientMessageId: 'c1a9e5b2-7f3d-4e8a-9b61-2d4f0c8e3a17',
    },
  }),
];
