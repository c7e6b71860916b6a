/** How the two drivers report database faults, told apart from faults of a query. */

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: the statement timeout fired
]);

/**
 * A socket that could not connect, or a host name that did not resolve, whatever the errno:
 * ECONNREFUSED on TCP, ENOENT for a stopped local server's Unix socket, EAI_AGAIN while DNS is down.
 */
const UNREACHABLE_SYSCALLS = new Set(['connect', 'getaddrinfo']);

/** SQLSTATE class 08, connection exception (08000, 08001, 08003, 08004, 08006, 08007...). */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection error',
  'Cannot use a pool after calling end',
  'driver has already been destroyed',
  'Query read timeout', // the client-side query timeout: the server did not answer
  'not queryable', // a connection that failed earlier, or a closed one
  'PGlite is closed',
];

/** True when an error means the database cannot be reached now (as opposed to a bad query). */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause, syscall } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      syscall?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || CONNECTION_EXCEPTION.test(code)))
      return true;
    if (typeof syscall === 'string' && UNREACHABLE_SYSCALLS.has(syscall)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    if (Array.isArray((current as { errors?: unknown }).errors)) {
      return (current as { errors: unknown[] }).errors.some(isDatabaseUnavailableError);
    }
    current = cause;
  }
  return false;
}

/**
 * True when the connection that ran into this error cannot be trusted with another query: it is
 * gone, or a query on it timed out on the client and may still be running. A statement the server
 * cancelled itself (statement_timeout, 57014) leaves a healthy connection behind.
 */
export function isConnectionFault(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code !== '57014' && isDatabaseUnavailableError(error);
}

/** PostgreSQL's unique_violation, raised the same by both drivers. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || name === constraint);
}
