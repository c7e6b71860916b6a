import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, literalUrlProblem } from './address-check';

export interface WebhookResponse {
  /** The HTTP status, or null when no answer came (refused, timed out, unsafe address). */
  status: number | null;
  /** Milliseconds from sending to the answer's headers. */
  timeMs: number | null;
  error: string | null;
}

/** Bytes of an answer's body kept for the log's error (the rest is read and dropped). */
const BODY_EXCERPT = 200;

/**
 * POSTs one signed JSON body. Redirects are not followed (a 3xx is a failure), the connection goes
 * to an address the SSRF guard accepted, and the whole exchange is bounded by `timeoutMs`.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<WebhookResponse> {
  const target = new URL(url);
  const problem = literalUrlProblem(target, options.allowPrivate);
  if (problem) return Promise.resolve({ status: null, timeMs: null, error: problem });
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const started = performance.now();
  return new Promise((resolve) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Talanta-Webhooks/1.0',
        },
        lookup: guardedLookup(options.allowPrivate),
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        const timeMs = Math.round(performance.now() - started);
        const status = response.statusCode ?? null;
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < BODY_EXCERPT) excerpt += chunk.slice(0, BODY_EXCERPT - excerpt.length);
        });
        const finish = () => {
          const ok = status !== null && status >= 200 && status < 300;
          resolve({ status, timeMs, error: ok ? null : `HTTP ${status}${excerpt ? `: ${excerpt}` : ''}` });
        };
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('error', (error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve({
        status: null,
        timeMs: null,
        error: timedOut ? `No answer within ${options.timeoutMs} ms` : error.message,
      });
    });
    request.end(body);
  });
}
