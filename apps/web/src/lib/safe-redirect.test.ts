import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://talanta.example';

describe('safeRedirectPath', () => {
  it('keeps paths on this site, with their search and hash', () => {
    expect(safeRedirectPath('/post-job', ORIGIN)).toBe('/post-job');
    expect(safeRedirectPath('/jobs/4?tab=apply', ORIGIN)).toBe('/jobs/4?tab=apply');
    expect(safeRedirectPath('/messages#latest', ORIGIN)).toBe('/messages#latest');
    expect(safeRedirectPath('/talent?skills=C%2B%2B', ORIGIN)).toBe('/talent?skills=C%2B%2B');
  });

  it('drops other sites in every spelling', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      ' //evil.example',
      '%2F%2Fevil.example',
      '/%2F%2Fevil.example',
      '/%2Fevil.example',
      '/%5Cevil.example',
      '/%255Cevil.example',
      '/%09/evil.example',
      '/%E0%A4%A',
      'javascript:alert(1)',
      '/javascript:alert(1)//\nalert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,hi',
      'post-job',
      '',
    ]) {
      expect(safeRedirectPath(value, ORIGIN), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('drops odd values and the sign-in screens themselves', () => {
    for (const value of [42, undefined, null, ['/x'], { href: '/x' }]) {
      expect(safeRedirectPath(value, ORIGIN)).toBeUndefined();
    }
    expect(safeRedirectPath('/login?redirect=/x', ORIGIN)).toBeUndefined();
    expect(safeRedirectPath('/register', ORIGIN)).toBeUndefined();
    expect(safeRedirectPath('/./login', ORIGIN)).toBeUndefined();
    expect(safeRedirectPath('/registered-users', ORIGIN)).toBe('/registered-users');
  });
});
