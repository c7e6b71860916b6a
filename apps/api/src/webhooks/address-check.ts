import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@talanta/schema';

/**
 * Server-side request forgery guard: a webhook may only reach public internet addresses. The URL
 * is checked when it is saved, and every connection resolves the name again through `guardedLookup`
 * and connects to the address it checked, so a name that changes its answer (DNS rebinding) after
 * the first check cannot redirect a delivery inside.
 */

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: refused whatever the IPv4 address
  ['64:ff9b::', 96], // NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class UnsafeAddressError extends Error {}

/** A `lookup` for http(s).request that refuses a name with any non-public address. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const unsafe = !allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address));
      if (unsafe || addresses.length === 0) {
        return callback(new UnsafeAddressError(WEBHOOK_MESSAGES.urlNotPublic), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    lookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/** The rules that need no name resolution: no credentials, https (unless private allowed), a public IP literal. */
export function literalUrlProblem(url: URL, allowPrivate: boolean): string | null {
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return WEBHOOK_MESSAGES.urlNotHttps;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowPrivate && isIP(hostname) && !isPublicAddress(hostname)) return WEBHOOK_MESSAGES.urlNotPublic;
  return null;
}

/**
 * Why a webhook URL may not be used, or null when it may: https only and every resolved address
 * public, unless private addresses are allowed (WEBHOOK_ALLOW_PRIVATE: tests and local setups,
 * which may then also use http).
 */
export async function webhookUrlProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  const parsed = new URL(url);
  const problem = literalUrlProblem(parsed, allowPrivate);
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (problem || allowPrivate || isIP(hostname)) return problem;
  try {
    const addresses = await resolveAll(hostname);
    if (addresses.length === 0) return WEBHOOK_MESSAGES.urlUnresolvable;
    return addresses.every((entry) => isPublicAddress(entry.address)) ? null : WEBHOOK_MESSAGES.urlNotPublic;
  } catch {
    return WEBHOOK_MESSAGES.urlUnresolvable;
  }
}
