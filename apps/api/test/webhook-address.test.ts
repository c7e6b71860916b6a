import { WEBHOOK_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import {
  embeddedIpv4,
  isPublicAddress,
  literalUrlProblem,
  webhookUrlProblem,
} from '../src/webhooks/address-check';
import { pinnedTransport } from '../src/webhooks/send';
import { WebhookReceiver } from './helpers/webhook-receiver';

/**
 * The SSRF guard's address rules as pure functions (WEBHOOK_ALLOW_PRIVATE=false): public IPv4 and
 * IPv6 pass; every spelling of a loopback, private, link-local or reserved address is refused,
 * IPv4 carried in IPv6 judged by the IPv4 rules.
 */

const PUBLIC_ADDRESSES = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.215.14',
  '2001:4860:4860::8888',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8', // IPv4-mapped, dotted
  '::ffff:808:808', // IPv4-mapped, hex
  '0:0:0:0:0:ffff:808:808',
  '64:ff9b::808:808', // NAT64 of 8.8.8.8
  '2002:808:808::1', // 6to4 of 8.8.8.8
];

const INTERNAL_ADDRESSES = [
  '127.0.0.1',
  '127.255.255.254',
  '0.0.0.0',
  '10.1.2.3',
  '172.16.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '192.0.2.1',
  '198.18.0.1',
  '192.88.99.1',
  '224.0.0.1',
  '255.255.255.255',
  '::',
  '::1',
  '0:0:0:0:0:0:0:1',
  '::7f00:1', // IPv4-compatible 127.0.0.1, hex
  '::127.0.0.1', // IPv4-compatible, dotted
  '::a9fe:a9fe', // IPv4-compatible 169.254.169.254
  '::ffff:127.0.0.1', // IPv4-mapped
  '::ffff:7f00:1',
  '::FFFF:7F00:1',
  '0:0:0:0:0:ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:a9fe:a9fe',
  '::ffff:0:7f00:1', // IPv4-translated (SIIT)
  '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
  '64:ff9b::10.0.0.1',
  '64:ff9b:1::808:808', // local-use NAT64
  '2002:7f00:1::', // 6to4 of 127.0.0.1
  '2002:a9fe:a9fe::1',
  '2002:c0a8:101::',
  '2001::1', // Teredo
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  '2001:db8::1',
  '3fff::1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'fe80::1%eth0', // zone id
  '2001:4860:4860::8888%eth0',
  'fec0::1',
  'ff02::1',
  '100::1',
  'localhost',
  'example.com',
  '',
];

describe('isPublicAddress', () => {
  it.each(PUBLIC_ADDRESSES)('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(INTERNAL_ADDRESSES)('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('embeddedIpv4', () => {
  it.each([
    ['::ffff:7f00:1', '127.0.0.1'],
    ['::7f00:1', '127.0.0.1'],
    ['::ffff:0:a00:1', '10.0.0.1'],
    ['64:ff9b::a9fe:a9fe', '169.254.169.254'],
    ['2002:c0a8:101:1::', '192.168.1.1'],
    ['::1', '0.0.0.1'],
    ['2001:4860::8888', null],
    ['64:ff9b:1::7f00:1', null],
  ])('reads %s as %s', (address, ipv4) => {
    expect(embeddedIpv4(address)).toBe(ipv4);
  });
});

describe('literalUrlProblem', () => {
  // WHATWG URL writes every IPv4 spelling as a.b.c.d and IPv6 in compressed hex before the check.
  it.each([
    'https://8.8.8.8/hook',
    'https://[2001:4860:4860::8888]/hook',
    'https://[::ffff:8.8.8.8]/hook',
    'https://hooks.example.com/hook',
    'https://hooks.example.com./hook',
  ])('accepts %s', (url) => {
    expect(literalUrlProblem(new URL(url), false)).toBeNull();
  });

  it.each([
    'https://127.0.0.1/',
    'https://2130706433/', // decimal
    'https://0x7f.1/', // hex, short
    'https://0x7f000001/',
    'https://0177.0.0.1/', // octal
    'https://017700000001/',
    'https://127.1/',
    'https://127.0.0.1./', // trailing dot
    'https://0/',
    'https://%31%32%37.0.0.1/', // percent-encoded
    'https://[::1]/',
    'https://[::7f00:1]/',
    'https://[::127.0.0.1]/',
    'https://[2002:7f00:1::]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[0:0:0:0:0:ffff:7f00:1]/',
    'https://[64:ff9b::127.0.0.1]/',
    'https://[2001::1]/',
    'https://[fe80::1]/',
    'https://localhost/',
    'https://LOCALHOST./',
    'https://api.localhost/',
    'https://api.localhost./',
  ])('refuses %s as not public', (url) => {
    expect(literalUrlProblem(new URL(url), false)).toBe(WEBHOOK_MESSAGES.urlNotPublic);
  });

  it('refuses a zone id (WHATWG URL does not parse one) as not a URL', async () => {
    expect(await webhookUrlProblem('https://[fe80::1%25eth0]/hook', false)).toBe(WEBHOOK_MESSAGES.url);
  });

  it('allows private destinations only when WEBHOOK_ALLOW_PRIVATE is on', () => {
    expect(literalUrlProblem(new URL('http://127.0.0.1:8080/hook'), true)).toBeNull();
    expect(literalUrlProblem(new URL('http://8.8.8.8/hook'), false)).toBe(WEBHOOK_MESSAGES.urlNotHttps);
  });
});

describe('pinnedTransport', () => {
  it('connects to the checked address, whatever the name would resolve to, and keeps the name as Host', async () => {
    const receiver = await WebhookReceiver.start();
    try {
      const port = new URL(receiver.url).port;
      // .invalid never resolves (RFC 6761): the answer can only come from the pinned address.
      const answer = await pinnedTransport({
        url: new URL(`http://hooks.invalid:${port}/pinned`),
        destination: { address: '127.0.0.1', family: 4 },
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(5000),
      });
      expect(answer.status).toBe(200);
      expect(receiver.on('/pinned')[0]?.headers.host).toBe(`hooks.invalid:${port}`);
    } finally {
      await receiver.close();
    }
  });
});
