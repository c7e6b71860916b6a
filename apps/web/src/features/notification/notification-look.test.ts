import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel } from './notification-look';

describe('the bell', () => {
  it("shows the count up to 9 and '9+' above", () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });

  it('names the real number for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(12)).toBe('Notifications, 12 unread');
  });
});
