import type { inferRouterOutputs } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { UploadRule } from '../plugins/read-upload';
import type { AppRouter } from '../routers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The headers a row's `send` may set on its success answer (described in rest/openapi-headers.ts). */
export type SuccessHeader =
  | 'X-Total-Count'
  | 'X-Total-Count-Capped'
  | 'X-Next-Cursor'
  | 'X-Unread-Count'
  | 'X-Skill-Counts';

/** What `sendPage` sets. */
export const PAGE_HEADERS: readonly SuccessHeader[] = ['X-Total-Count'];
/** What `sendSearchPage` sets. */
export const SEARCH_PAGE_HEADERS: readonly SuccessHeader[] = [
  'X-Total-Count',
  'X-Total-Count-Capped',
  'X-Next-Cursor',
];

type RouterOutputs = inferRouterOutputs<AppRouter>;
type Domain = keyof RouterOutputs & string;

/** Dotted path of a procedure in the app router, such as `job.list`. */
export type ProcedurePath = { [D in Domain]: `${D}.${keyof RouterOutputs[D] & string}` }[Domain];

/** What the procedure at a dotted path returns. */
export type ProcedureOutput<P extends ProcedurePath> = P extends `${infer D extends Domain}.${infer N}`
  ? N extends keyof RouterOutputs[D]
    ? RouterOutputs[D][N]
    : never
  : never;

/** One documented /api path, answered by one tRPC procedure. No business logic lives here. */
export interface RestRoute<P extends ProcedurePath = ProcedurePath> {
  method: HttpMethod;
  /** Path below /api, in Fastify's `:param` form. */
  path: string;
  procedure: P;
  summary: string;
  tag: string;
  /** A DELETE row whose input is a JSON body (as `DELETE /account { password }`), not the query. */
  jsonBody?: true;
  /** A POST row whose input is the query (the one-click unsubscribe: its form body carries nothing). */
  queryInput?: true;
  /** Status on success (default 200). */
  status?: number;
  /** Builds the procedure input (default: path params over the query for GET, over the body otherwise). */
  input?: (request: FastifyRequest) => unknown;
  /**
   * Shapes the procedure's output into the body, setting headers where needed (default: as is).
   * A method, so a row typed for its own procedure still fits the table of all rows.
   */
  send?(output: ProcedureOutput<P>, reply: FastifyReply): unknown;
  /** The headers `send` sets on success, for the OpenAPI document (test/openapi-conformance checks them). */
  headers?: readonly SuccessHeader[];
  /** The body's schema for the OpenAPI document when `send` reshapes the procedure's output. */
  response?: z.ZodType;
  /**
   * A realistic JSON request body for the OpenAPI document (POST and PUT rows with body fields;
   * path parameters are not in it). test/openapi-examples.test.ts parses it with the procedure's input.
   */
  example?: Record<string, unknown>;
  /**
   * A POST row taking one multipart/form-data file part named `file` instead of JSON (at most
   * `maxBytes`; `tooLarge` is the 413's message, `noFile` the 400's). The procedure's input gets a
   * `readFile` reader (plugins/read-upload.ts) beside the path parameters; `contentType` is what
   * the OpenAPI document says the part may be.
   */
  upload?: UploadRule & { contentType: string };
  /**
   * How the row honours an `Idempotency-Key` header (ADR 0042). 'stored' (the default of a POST row
   * answering 201, uploads aside): the REST plugin keeps its 2xx answer 24 hours and replays it;
   * 'procedure': the procedure is idempotent itself and takes the key as input (the message's
   * clientMessageId); 'none': the header is not read.
   */
  idempotencyKey?: 'stored' | 'procedure' | 'none';
}

/** A row whose `send` receives its procedure's real output type. */
export const restRoute = <P extends ProcedurePath>(route: RestRoute<P>): RestRoute<P> => route;

/**
 * A PDF (base64 in the procedure's output) sent as a download that browsers never sniff or keep:
 * the invoice and the résumé rows.
 */
export function sendPdfDownload(
  file: { filename: string; contentBase64: string },
  reply: FastifyReply,
): Buffer {
  reply.header('Content-Type', 'application/pdf');
  reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', 'no-store');
  return Buffer.from(file.contentBase64, 'base64');
}

/** A page's rows as the body, with the number of all matches in X-Total-Count. */
export function sendPage<T>(rows: T[], total: number, reply: FastifyReply): T[] {
  reply.header('X-Total-Count', String(total));
  return rows;
}

/**
 * Each search page's rows as JSON, written once per array: a page from the list cache is the same
 * array for everyone who asks until a write clears it, so its JSON is the same too, and writing
 * 40 KB of it again for each asker was most of what a cached page of 50 jobs cost (issue 43).
 * Keyed weakly: an array the cache drops takes its JSON with it.
 */
const searchPageJson = new WeakMap<object, string>();

/**
 * A search page (jobs, developers): X-Total-Count is counted up to a cap, and X-Total-Count-Capped
 * says whether more match; X-Next-Cursor carries the keyset cursor of the next page, when there is
 * one. The body is the rows' JSON, written once per page (`searchPageJson`); Fastify sends a JSON
 * string as it is.
 */
export function sendSearchPage(
  rows: object[],
  page: { total: number; totalIsCapped: boolean; nextCursor?: string | null },
  reply: FastifyReply,
): string {
  reply.header('X-Total-Count-Capped', String(page.totalIsCapped));
  if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
  sendPage(rows, page.total, reply);
  let json = searchPageJson.get(rows);
  if (json === undefined) {
    json = JSON.stringify(rows);
    searchPageJson.set(rows, json);
  }
  reply.type('application/json; charset=utf-8');
  return json;
}

/** Whether a row reads its input from the query string (GET, DELETE without a JSON body, queryInput). */
export function inputInQuery(route: Pick<RestRoute, 'method' | 'jsonBody' | 'queryInput'>): boolean {
  return (
    route.method === 'GET' || (route.method === 'DELETE' && !route.jsonBody) || route.queryInput === true
  );
}

/**
 * The same for every visitor and computed at most once a minute (the public figures, issue 40):
 * shared caches may keep it as long.
 */
export function sendPublicForAMinute<T>(body: T, reply: FastifyReply): T {
  reply.header('Cache-Control', 'public, max-age=60');
  return body;
}

/** How a row honours Idempotency-Key: its own setting, else 'stored' for a creating POST (201). */
export function idempotencyOf(
  route: Pick<RestRoute, 'method' | 'status' | 'upload' | 'idempotencyKey'>,
): 'stored' | 'procedure' | 'none' {
  if (route.idempotencyKey) return route.idempotencyKey;
  return route.method === 'POST' && route.status === 201 && !route.upload ? 'stored' : 'none';
}

/** The /api paths of the rows that take multipart uploads (the request guard lets them through). */
export function uploadRoutePaths(routes: readonly RestRoute[]): string[] {
  return routes.filter((route) => route.upload).map((route) => `/api${route.path}`);
}
