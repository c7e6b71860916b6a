import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One documented /api path, answered by one tRPC procedure. No business logic lives here. */
export interface RestRoute {
  method: HttpMethod;
  /** Path below /api, in Fastify's `:param` form. */
  path: string;
  /** Dotted path of the procedure in the app router. */
  procedure: string;
  summary: string;
  tag: string;
  /** Status on success (default 200). */
  status?: number;
  /** Builds the procedure input (default: path params over the query for GET, over the body otherwise). */
  input?: (request: FastifyRequest) => unknown;
  /** Shapes the procedure output into the body, setting headers where needed (default: as is). */
  send?: (output: never, reply: FastifyReply) => unknown;
  /** The body's schema for the OpenAPI document when `send` reshapes the procedure's output. */
  response?: z.ZodType;
}
