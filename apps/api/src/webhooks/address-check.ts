import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@talanta/schema';

/**
 * Server-side request forgery guard: a webhook may only reach public internet addresses. The URL
 * is checked when it is saved, and every delivery resolves the name again (`checkedDestination`)
 * and connects to the address it checked, so a name that changes its answer (DNS rebinding) after
 * the first check cannot redirect a delivery inside.
 *
 * Node's BlockList matches across families (measured on Node 20.20): an IPv4 address checked with
 * 'ipv4' matches an IPv6 rule as its mapped form ::ffff:a.b.c.d (so a ::ffff:0:0/96 rule matches
 * every IPv4 address), and an IPv6 ::ffff:a.b.c.d matches IPv4 rules. So each list below holds one
 * family and is only asked about that family; IPv4 carried inside IPv6 is taken out here and
 * classified with the IPv4 rules.
 */

/** Not globally reachable IPv4 (IANA special-purpose registry). */
const ipv4Blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  ipv4Blocked.addSubnet(network, prefix, 'ipv4');
}

/** IPv6 global unicast: everything outside it (loopback, link-local, unique local, multicast, …) is refused. */
const ipv6GlobalUnicast = new BlockList();
ipv6GlobalUnicast.addSubnet('2000::', 3, 'ipv6');

/** Not globally reachable IPv6 inside 2000::/3. */
const ipv6Blocked = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32) among them
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
] as const) {
  ipv6Blocked.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 counts as two). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const [head, tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const before = parse(head);
  const after = parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The IPv4 address an IPv6 address carries, or null: IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible
 * ::a.b.c.d (:: and ::1 included, as 0.0.0.0 and 0.0.0.1), IPv4-translated ::ffff:0:a.b.c.d,
 * NAT64 64:ff9b::a.b.c.d and 6to4 2002:aabb:ccdd::.
 */
export function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const [g0 = 0, g1 = 0, g2 = 0, , g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const ipv4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  if (zero(0, 5) && (g5 === 0 || g5 === 0xffff)) return ipv4(g6, g7);
  if (zero(0, 4) && g4 === 0xffff && g5 === 0) return ipv4(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zero(2, 6)) return ipv4(g6, g7);
  if (g0 === 0x2002) return ipv4(g1, g2);
  return null;
}

/** Whether an IP address is a public internet destination; anything else (a name, a zone id) is not. */
export function isPublicAddress(address: string): boolean {
  // A zone id (fe80::1%eth0) names a local interface: never a public destination.
  if (address.includes('%')) return false;
  const family = isIP(address);
  if (family === 4) return !ipv4Blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const carried = embeddedIpv4(address);
  if (carried !== null) return !ipv4Blocked.check(carried, 'ipv4');
  return ipv6GlobalUnicast.check(address, 'ipv6') && !ipv6Blocked.check(address, 'ipv6');
}

/** `localhost` and its subdomains (RFC 6761), with or without the trailing dot of a full name. */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** A URL's host without IPv6 brackets (WHATWG URL already writes every IPv4 spelling as a.b.c.d). */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The rules that need no name resolution: no credentials, https (unless private allowed), and a
 * host that is neither a non-public IP literal nor a localhost name.
 */
export function literalUrlProblem(url: URL, allowPrivate: boolean): string | null {
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return WEBHOOK_MESSAGES.urlNotHttps;
  if (allowPrivate) return null;
  const host = bareHost(url);
  if (isLocalhostName(host) || (isIP(host) && !isPublicAddress(host))) return WEBHOOK_MESSAGES.urlNotPublic;
  return null;
}

function resolveAll(hostname: string, signal?: AbortSignal): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal?.reason);
    signal?.addEventListener('abort', abort, { once: true });
    lookup(hostname, { all: true }, (error, addresses) => {
      signal?.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

export interface WebhookAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Where a delivery may connect: the URL's IP literal, or the first address its name resolves to
 * when every one is public (private ones too when allowed); else the problem. Rejects only when
 * `signal` aborts during resolution.
 */
export async function checkedDestination(
  url: URL,
  allowPrivate: boolean,
  signal?: AbortSignal,
): Promise<WebhookAddress | { problem: string }> {
  const problem = literalUrlProblem(url, allowPrivate);
  if (problem) return { problem };
  const host = bareHost(url);
  const literal = isIP(host);
  if (literal === 4 || literal === 6) return { address: host, family: literal };
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return { problem: WEBHOOK_MESSAGES.urlUnresolvable };
  }
  const [first] = addresses;
  if (!first) return { problem: WEBHOOK_MESSAGES.urlUnresolvable };
  if (!allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address)))
    return { problem: WEBHOOK_MESSAGES.urlNotPublic };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * Why a webhook URL may not be saved, or null when it may: https only and every resolved address
 * public, unless private addresses are allowed (WEBHOOK_ALLOW_PRIVATE: tests and local setups,
 * which may then also use http, and whose names need not resolve yet).
 */
export async function webhookUrlProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  if (!URL.canParse(url)) return WEBHOOK_MESSAGES.url;
  const parsed = new URL(url);
  if (allowPrivate) return literalUrlProblem(parsed, allowPrivate);
  const destination = await checkedDestination(parsed, allowPrivate);
  return 'problem' in destination ? destination.problem : null;
}
