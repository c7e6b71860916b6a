import { APPLICATION_STATUSES, type TApplicationStatus } from '@talanta/schema';

/**
 * My Applications' tabs. Apart from the view so the route's search check (which stays in the entry
 * chunk) does not pull the view and its cards into every first load.
 */
export type ApplicationsTab = 'all' | TApplicationStatus;
export const APPLICATION_TABS: readonly ApplicationsTab[] = ['all', ...APPLICATION_STATUSES];
