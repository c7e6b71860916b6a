import { CalendarClock } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LOOKS, notificationLook } from './notification-look';
import { badgeText, bellLabel, unreadAnnouncement } from './notification-text';

describe('the bell', () => {
  it("shows the count up to 9 and '9+' above", () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });

  it('names the real number for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(9)).toBe('Notifications, 9 unread');
    expect(bellLabel(12)).toBe('Notifications, 9+ unread, 12 in all');
  });

  it('announces a changed count in words', () => {
    expect(unreadAnnouncement(0)).toBe('No unread notifications');
    expect(unreadAnnouncement(1)).toBe('1 unread notification');
    expect(unreadAnnouncement(3)).toBe('3 unread notifications');
  });
});

describe('the look of a notification', () => {
  it('follows the type', () => {
    expect(notificationLook({ type: 'message', link: '/messages?conversation=3' })).toBe(
      NOTIFICATION_LOOKS.message,
    );
    expect(notificationLook({ type: 'other', link: null })).toBe(NOTIFICATION_LOOKS.other);
  });

  it('shows interviews with a calendar and an invitation to a job as job news', () => {
    expect(notificationLook({ type: 'contract_update', link: '/interviews' }).Icon).toBe(CalendarClock);
    expect(notificationLook({ type: 'other', link: '/jobs/12' })).toBe(NOTIFICATION_LOOKS.job_application);
    expect(notificationLook({ type: 'contract_update', link: '/jobs/12' })).toBe(
      NOTIFICATION_LOOKS.contract_update,
    );
  });
});
