import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.');
  return address === '::1';
}

/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever its peer. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** The names a client on this machine reaches the server by, with any port or none. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/** Whether a Host header is a loopback name (`localhost:3000`, `127.0.0.1`, `[::1]:8080`). */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

/**
 * Whether a Host header names this server: a loopback name, or the host of the public origin
 * (compared as the URL parser spells it, so `Talanta.example:443` is `talanta.example`).
 */
export function namesThisServer(host: string | undefined, publicOrigin: string): boolean {
  if (isLoopbackHost(host)) return true;
  // Only a plain host[:port]: anything else (a path, user info) is nobody's name.
  if (host === undefined || !/^[a-z0-9.-]+(?::\d{1,5})?$/i.test(host)) return false;
  const origin = new URL(publicOrigin);
  return URL.parse(`${origin.protocol}//${host}`)?.host === origin.host;
}

/**
 * A client on this machine (the dev mailbox, /metrics). The socket's own peer decides, never
 * X-Forwarded-For (a client can write that header, whatever TRUST_PROXY says), and a request that
 * came through a proxy is refused, since to us every proxied client looks local. The raw Host
 * header must name this server too: a page whose name was rebound to 127.0.0.1 (DNS rebinding)
 * reaches us from a loopback peer, but with its own name as the Host.
 */
export function isLocalClient(request: FastifyRequest, publicOrigin: string): boolean {
  const proxied = FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined);
  return (
    !proxied &&
    isLoopback(request.socket.remoteAddress) &&
    namesThisServer(request.headers.host, publicOrigin)
  );
}
