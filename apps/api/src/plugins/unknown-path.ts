import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The answer to a path no route has. Pages that hide from a caller (/metrics, /dev/mailbox) send
 * exactly this, so nothing tells them apart from a path that does not exist.
 */
export function sendUnknownPath(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '';
  return reply.status(404).send({ message: `No such path: ${request.method} ${path}`, code: 'NOT_FOUND' });
}
