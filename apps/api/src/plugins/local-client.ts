import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.');
  return address === '::1';
}

/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever its peer. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A client on this machine (the dev mailbox, /metrics). The socket's own peer decides, never
 * X-Forwarded-For (a client can write that header, whatever TRUST_PROXY says), and a request that
 * came through a proxy is refused, since to us every proxied client looks local.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  const proxied = FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined);
  return !proxied && isLoopback(request.socket.remoteAddress);
}
