import { IDEMPOTENCY_KEY_LIMITS, IDEMPOTENCY_MESSAGES } from '@talanta/schema';
import { PROBLEM_JSON, toProblem } from './errors';
import { idempotencyOf, type RestRoute } from './route';

/** The `Idempotency-Key` request header of the creating rows (ADR 0042), as the OpenAPI document says it. */

const KEY_SCHEMA = {
  type: 'string',
  minLength: 1,
  maxLength: IDEMPOTENCY_KEY_LIMITS.maxLength,
  pattern: '^[ -~]+$',
};

const STORED = `Optional; 1 to ${IDEMPOTENCY_KEY_LIMITS.maxLength} printable ASCII characters (a UUID serves). A retry with the same key and the same body within ${IDEMPOTENCY_KEY_LIMITS.ttlHours} hours is not run again: it answers the first success (its status, body, and headers such as Location and X-…) with \`Idempotent-Replayed: true\`. The same key with another body is a 422; while the first request still runs, a 409 with Retry-After. A refused or failed request keeps nothing, so its retry runs. Keys are per signed-in user, method and path (for visitors, per method and path).`;

const BY_PROCEDURE =
  'Optional; taken as `clientMessageId` when the body names none. A retry with the same id answers 200 with the original message and `Idempotent-Replayed: true`; the same id for a different message is a 409.';

/** `components/parameters`: the header in both of its readings. */
export function idempotencyParameterComponents() {
  return {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: STORED,
      schema: KEY_SCHEMA,
    },
    IdempotencyKeyAsClientMessageId: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: BY_PROCEDURE,
      schema: { type: 'string', minLength: 1 },
    },
  };
}

/** `components/responses`: the 422 of a key sent again with another body. */
export function idempotencyResponseComponents() {
  const example = { message: IDEMPOTENCY_MESSAGES.reusedWithOtherBody, code: 'UNPROCESSABLE_CONTENT' };
  return {
    IdempotencyKeyReused: {
      description: 'The Idempotency-Key was used before with a different body',
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/ApiError' }, example },
        [PROBLEM_JSON]: {
          schema: { $ref: '#/components/schemas/ProblemDetails' },
          example: toProblem(example, 422, '/api/jobs'),
        },
      },
    },
  };
}

/** The header parameter of a row that honours it (none for the others). */
export function idempotencyParameters(route: RestRoute): Record<string, unknown>[] {
  const honoured = idempotencyOf(route);
  if (honoured === 'none') return [];
  const name = honoured === 'stored' ? 'IdempotencyKey' : 'IdempotencyKeyAsClientMessageId';
  return [{ $ref: `#/components/parameters/${name}` }];
}

/** The 422 a row keeping its answers adds to its error responses. */
export function idempotencyResponses(route: RestRoute): Record<string, unknown> {
  return idempotencyOf(route) === 'stored'
    ? { '422': { $ref: '#/components/responses/IdempotencyKeyReused' } }
    : {};
}
