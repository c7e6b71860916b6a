import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseNumericId } from './route-params';

describe('parseNumericId', () => {
  it('reads positive integer ids', () => {
    expect(parseNumericId('12')).toBe(12);
  });

  it('treats anything else as not found', () => {
    for (const raw of ['abc', '0', '-3', '1.5', '012', '99999999999']) {
      let thrown: unknown;
      try {
        parseNumericId(raw);
      } catch (error) {
        thrown = error;
      }
      expect(isNotFound(thrown), raw).toBe(true);
    }
  });
});
