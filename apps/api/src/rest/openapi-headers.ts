import type { SuccessHeader } from './route';

type HeaderName =
  | SuccessHeader
  | 'X-Request-Id'
  | 'X-RateLimit-Limit'
  | 'X-RateLimit-Remaining'
  | 'X-RateLimit-Reset'
  | 'Retry-After'
  | 'Idempotent-Replayed'
  | 'Deprecation'
  | 'Sunset'
  | 'Link';

const integer = { type: 'integer', minimum: 0 };

/** Every header of ours the API answers with, shared as `components/headers`. */
const HEADERS: Record<HeaderName, { description: string; schema: Record<string, unknown> }> = {
  'X-Request-Id': {
    description: 'The id of this request in the server log: quote it when reporting a problem',
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': {
    description:
      'Requests allowed per minute to /api and /trpc: per IP address, or per token with `Authorization: Bearer`',
    schema: integer,
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current minute',
    schema: integer,
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the current minute ends and the count starts again',
    schema: integer,
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: integer,
  },
  'X-Total-Count': {
    description: 'The number of all matches (the body is one page of them)',
    schema: integer,
  },
  'X-Total-Count-Capped': {
    description: 'true when more match than X-Total-Count says (the count stops at 1,000)',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
  'X-Next-Cursor': {
    description: 'The `cursor` of the next page; absent on the last page',
    schema: { type: 'string' },
  },
  'X-Unread-Count': {
    description: 'The number of all unread notifications, not only those in the body',
    schema: integer,
  },
  'X-Skill-Counts': {
    description: 'The questions per skill, as a JSON object such as `{"Go":12}`',
    schema: { type: 'string', contentMediaType: 'application/json' },
  },
  Deprecation: {
    description:
      'Only when the request pinned a version that is going away (Talanta-Version): since when, as `@` and Unix seconds (RFC 9745)',
    schema: { type: 'string', pattern: '^@\\d+$' },
  },
  Sunset: {
    description: 'With Deprecation: the last day that version is answered, an HTTP date (RFC 8594)',
    schema: { type: 'string' },
  },
  Link: {
    description: 'With Deprecation: `</api/docs>; rel="deprecation"`, where what changed is described',
    schema: { type: 'string' },
  },
  'Idempotent-Replayed': {
    description:
      'true: this is a retry of a request already done (same Idempotency-Key); the body is the original result',
    schema: { type: 'string', enum: ['true'] },
  },
};

/** The `components/headers` block. */
export function headerComponents() {
  return Object.fromEntries(
    Object.entries(HEADERS).map(([name, header]) => [name.replaceAll('-', ''), header]),
  );
}

/**
 * Sent on every /api answer: the request id, the rate limit's count (all but the guard's early
 * refusals), and the notice of a pinned version that is going away (docs/api-versioning.md).
 */
const EVERY_ANSWER: HeaderName[] = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Deprecation',
  'Sunset',
  'Link',
];

/** A response's `headers`: those every answer carries, then `extra`, each a ref to its component. */
export function responseHeaders(extra: readonly HeaderName[] = []) {
  return Object.fromEntries(
    [...EVERY_ANSWER, ...extra].map((name) => [
      name,
      { $ref: `#/components/headers/${name.replaceAll('-', '')}` },
    ]),
  );
}
