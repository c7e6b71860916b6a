import type { TMyVettingStatus } from '@talanta/schema';
import { lazyRouteComponent } from '@tanstack/react-router';

/** Whether a developer with this status has an application whose stages there are to show. */
export function hasVettingStages(status: TMyVettingStatus | undefined): boolean {
  return status?.status === 'pending' || status?.status === 'rejected' || status?.status === 'confirm_email';
}

/**
 * The stages' card loads with the dashboard only for those who have them (most developers on it
 * are approved and never do); the route's loader preloads it then, so the page is drawn with it.
 */
export const LazyVettingTimeline = lazyRouteComponent(() => import('./vetting-timeline'), 'VettingTimeline');
