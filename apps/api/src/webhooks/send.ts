import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@talanta/schema';
import { checkedDestination, type WebhookAddress } from './address-check';

export interface WebhookResponse {
  /** The HTTP status, or null when no answer came (refused, timed out, unsafe address). */
  status: number | null;
  /** Milliseconds from sending to the answer's headers. */
  timeMs: number | null;
  error: string | null;
}

/** One signed POST, ready to go to an address the SSRF guard accepted. */
export interface WebhookRequest {
  url: URL;
  /** The checked address to connect to, whatever the URL's name resolves to by now. */
  destination: WebhookAddress;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** What came back: the status, the first bytes of the body and the time to the headers. */
export interface WebhookAnswer {
  status: number;
  excerpt: string;
  timeMs: number;
}

/**
 * The connection step of a delivery, a dependency of the app: production sends over http(s) to the
 * pinned address (`pinnedTransport`); tests pass one that records the destination and answers from
 * a loopback receiver, so no packet goes to a public address. Rejects when no answer came.
 */
export type WebhookTransport = (request: WebhookRequest) => Promise<WebhookAnswer>;

/** Bytes of an answer's body kept for the log's error (the rest is read and dropped). */
const BODY_EXCERPT = 200;

/** A `lookup` that answers the checked address for any name: the socket connects only there. */
function pinnedLookup({ address, family }: WebhookAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, all: WebhookAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * POSTs over http(s) to the checked address, the URL's name still used for TLS (SNI and the
 * certificate) and the Host header. Redirects are not followed.
 */
export const pinnedTransport: WebhookTransport = ({ url, destination, headers, body, signal }) =>
  new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const started = performance.now();
    const request = send(
      url,
      { method: 'POST', headers, lookup: pinnedLookup(destination), agent: false, signal },
      (response) => {
        const timeMs = Math.round(performance.now() - started);
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < BODY_EXCERPT) excerpt += chunk.slice(0, BODY_EXCERPT - excerpt.length);
        });
        const finish = () => resolve({ status: response.statusCode ?? 0, excerpt, timeMs });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

function failure(error: string): WebhookResponse {
  return { status: null, timeMs: null, error };
}

/**
 * POSTs one signed JSON body: the URL is checked and its name resolved again, the transport connects
 * to the address that passed, a 3xx is a failure, and the whole exchange (resolution included) is
 * bounded by `timeoutMs`.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean; transport: WebhookTransport },
): Promise<WebhookResponse> {
  if (!URL.canParse(url)) return failure(WEBHOOK_MESSAGES.url);
  const target = new URL(url);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const destination = await checkedDestination(target, options.allowPrivate, signal);
    if ('problem' in destination) return failure(destination.problem);
    const answer = await options.transport({
      url: target,
      destination,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Talanta-Webhooks/1.0',
      },
      body,
      signal,
    });
    const { status, excerpt, timeMs } = answer;
    const ok = status >= 200 && status < 300;
    return { status, timeMs, error: ok ? null : `HTTP ${status}${excerpt ? `: ${excerpt}` : ''}` };
  } catch (error) {
    const timedOut = signal.aborted || (error instanceof Error && error.name === 'AbortError');
    if (timedOut) return failure(`No answer within ${options.timeoutMs} ms`);
    return failure(error instanceof Error ? error.message : String(error));
  }
}
