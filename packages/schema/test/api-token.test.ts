import { describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES, canWrite, ZCreateApiTokenInput } from '../src';

const messageOf = (input: Record<string, unknown>) =>
  ZCreateApiTokenInput.safeParse({ name: 'CI', scopes: ['read'], ...input }).error?.issues[0]?.message;

describe('ZCreateApiTokenInput', () => {
  it('accepts read and read+write, with or without an expiry of 1-365 days, and trims the name', () => {
    expect(ZCreateApiTokenInput.parse({ name: ' CI ', scopes: ['read'] })).toEqual({
      name: 'CI',
      scopes: ['read'],
    });
    for (const expiresInDays of [1, 365])
      expect(ZCreateApiTokenInput.parse({ name: 'CI', scopes: ['read', 'write'], expiresInDays })).toEqual({
        name: 'CI',
        scopes: ['read', 'write'],
        expiresInDays,
      });
  });

  it('refuses other scopes, expiries and names with their messages', () => {
    for (const scopes of [[], ['write'], ['read', 'read'], ['read', 'write', 'write'], ['admin'], 'read'])
      expect(messageOf({ scopes }), JSON.stringify(scopes)).toBe(API_TOKEN_MESSAGES.scopes);
    for (const expiresInDays of [0, 366, 1.5, '30', null])
      expect(messageOf({ expiresInDays }), String(expiresInDays)).toBe(API_TOKEN_MESSAGES.expiresInDays);
    expect(messageOf({ name: '  ' })).toBe(API_TOKEN_MESSAGES.name);
    expect(messageOf({ name: 'x'.repeat(101) })).toBe(API_TOKEN_MESSAGES.nameTooLong);
  });

  it('tells a write token from a read one', () => {
    expect(canWrite(['read', 'write'])).toBe(true);
    expect(canWrite(['read'])).toBe(false);
  });
});
