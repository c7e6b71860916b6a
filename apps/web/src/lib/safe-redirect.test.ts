import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps paths on this site, with their search', () => {
    expect(safeRedirectPath('/post-job')).toBe('/post-job');
    expect(safeRedirectPath('/jobs/4?tab=apply')).toBe('/jobs/4?tab=apply');
  });

  it('drops other sites, odd values and the sign-in screens themselves', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'post-job',
      42,
      undefined,
    ]) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
    expect(safeRedirectPath('/login?redirect=/x')).toBeUndefined();
  });
});
