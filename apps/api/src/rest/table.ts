import type { FastifyReply, FastifyRequest } from 'fastify';

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
}

export const restRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/register',
    procedure: 'auth.register',
    status: 201,
    tag: 'Auth',
    summary: 'Create an account (developer or client) and sign in',
  },
  { method: 'POST', path: '/auth/login', procedure: 'auth.login', tag: 'Auth', summary: 'Sign in' },
  { method: 'GET', path: '/auth/user', procedure: 'auth.me', tag: 'Auth', summary: 'The signed-in user' },
  {
    method: 'GET',
    path: '/auth/me',
    procedure: 'auth.me',
    tag: 'Auth',
    summary: 'The signed-in user (alias)',
  },
  {
    method: 'PUT',
    path: '/auth/user',
    procedure: 'auth.updateUser',
    tag: 'Auth',
    summary: 'Update first name, last name and email',
  },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', tag: 'Auth', summary: 'End the session' },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    procedure: 'auth.forgotPassword',
    tag: 'Auth',
    summary: 'Email a single-use password reset link',
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    procedure: 'auth.resetPassword',
    tag: 'Auth',
    summary: 'Set a new password with a reset token',
  },
];
