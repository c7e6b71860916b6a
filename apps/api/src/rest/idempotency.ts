import { createHash } from 'node:crypto';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  type IdempotencyKeyId,
  releaseIdempotencyKey,
  type StoredIdempotentAnswer,
} from '@talanta/db';
import { IDEMPOTENCY_KEY_LIMITS, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../trpc/context';

/**
 * How long a claim of a running request holds before a retry may take it over: a process that
 * died mid-request leaves its key 'in_progress'. Far longer than any creating row takes.
 */
const LEASE_SECONDS = 120;
const TTL_SECONDS = IDEMPOTENCY_KEY_LIMITS.ttlHours * 3600;
/**
 * The longest path kept with a key (a btree entry holds about 2.7 kB). No row's real path comes
 * near it; a longer one (a junk path parameter) runs without the key, and its procedure refuses it.
 */
const MAX_KEYED_PATH = 1024;

/** Headers a replay never repeats: credentials belong to the first answer only. */
const NOT_REPLAYED = new Set(['set-cookie']);

/** The header's key; undefined without one. Anything but 1-255 printable ASCII characters is a 400. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
    throw new TRPCError({ code: 'BAD_REQUEST', message: IDEMPOTENCY_MESSAGES.badKey });
  return value;
}

/** JSON with object keys sorted, so that a retry serialising its body in another order still matches. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    const entries = Object.keys(fields)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(fields[name])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a retry must repeat: the parsed body and query, and the API version it was read under (one
 * body may name another developer in another version, ADR 0044). The path is in the key already.
 */
export function requestHashOf(request: Pick<FastifyRequest, 'body' | 'query'>, apiVersion: string): string {
  const repeated = { body: request.body ?? null, query: request.query ?? {}, apiVersion };
  return createHash('sha256').update(canonicalJson(repeated)).digest('hex');
}

/** The key's scope: the signed-in user, else every visitor of the route (ADR 0042 says why). */
export const idempotencyScopeOf = (userId: number | null) => (userId === null ? 'visitor' : `user:${userId}`);

function headersSetBy(reply: FastifyReply, before: Record<string, unknown>): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || NOT_REPLAYED.has(name) || before[name] === value) continue;
    set[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return set;
}

function replay(reply: FastifyReply, stored: StoredIdempotentAnswer): string {
  for (const [name, value] of Object.entries(stored.headers)) reply.header(name, value);
  reply.header('Idempotent-Replayed', 'true');
  reply.status(stored.status ?? 200).type('application/json; charset=utf-8');
  return stored.bodyJson ?? 'null';
}

/** Only JSON bodies are kept (every creating row answers JSON); anything else leaves no answer. */
function storableJson(body: unknown): string | undefined {
  if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) return undefined;
  if (typeof (body as { pipe?: unknown } | null)?.pipe === 'function') return undefined;
  return JSON.stringify(body);
}

/**
 * Runs a creating row under its Idempotency-Key (ADR 0042): the first request claims the key and
 * runs; its 2xx answer is stored, a failure frees the key. A retry with the same body gets the
 * stored answer with `Idempotent-Replayed: true`; another body is a 422; a retry while the first
 * still runs is a 409 with Retry-After. Without the header, the row just runs.
 */
export async function answerIdempotently(
  request: FastifyRequest,
  reply: FastifyReply,
  context: Pick<Context, 'db' | 'user' | 'credentialsError' | 'apiVersion'>,
  run: () => Promise<unknown>,
): Promise<unknown> {
  const key = readIdempotencyKey(request);
  const path = request.url.split('?')[0] ?? request.url;
  // Refused credentials are the procedure's to answer: such a request gets no replay.
  if (key === undefined || context.credentialsError || path.length > MAX_KEYED_PATH) return run();
  const userId = context.user?.id ?? null;
  const id: IdempotencyKeyId = { scope: idempotencyScopeOf(userId), key, method: request.method, path };
  const requestHash = requestHashOf(request, context.apiVersion);
  const { db } = context;
  // A key freed or expired between the claim and the read is claimed again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claim = { ...id, userId, requestHash };
    if (await claimIdempotencyKey(db, claim, { leaseSeconds: LEASE_SECONDS, ttlSeconds: TTL_SECONDS }))
      return runAndStore(request, reply, context, { ...id, requestHash }, run);
    const stored = await findIdempotencyKey(db, id);
    if (!stored) continue;
    if (stored.requestHash !== requestHash)
      throw new TRPCError({
        code: 'UNPROCESSABLE_CONTENT',
        message: IDEMPOTENCY_MESSAGES.reusedWithOtherBody,
      });
    if (stored.state === 'done') return replay(reply, stored);
    reply.header('Retry-After', String(stored.retryAfterSeconds));
    throw new TRPCError({ code: 'CONFLICT', message: IDEMPOTENCY_MESSAGES.inProgress });
  }
  reply.header('Retry-After', '1');
  throw new TRPCError({ code: 'CONFLICT', message: IDEMPOTENCY_MESSAGES.inProgress });
}

async function runAndStore(
  request: FastifyRequest,
  reply: FastifyReply,
  context: Pick<Context, 'db'>,
  id: IdempotencyKeyId & { requestHash: string },
  run: () => Promise<unknown>,
): Promise<unknown> {
  const before = { ...reply.getHeaders() };
  const release = () =>
    releaseIdempotencyKey(context.db, id).catch((error) =>
      request.log.warn({ err: error }, 'could not free an idempotency key'),
    );
  let body: unknown;
  try {
    body = await run();
  } catch (error) {
    await release();
    throw error;
  }
  const bodyJson = storableJson(body);
  if (reply.statusCode < 200 || reply.statusCode >= 300 || bodyJson === undefined) {
    await release();
    return body;
  }
  // The row's work is committed: failing to keep its answer must not turn it into an error.
  await completeIdempotencyKey(context.db, id, {
    status: reply.statusCode,
    bodyJson,
    headers: headersSetBy(reply, before),
  }).catch((error) => request.log.warn({ err: error }, 'could not store an idempotent answer'));
  return body;
}
