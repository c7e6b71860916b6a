import { DEFAULT_TIME_ZONE } from '@talanta/schema';
import { useRouteContext } from '@tanstack/react-router';

/**
 * The zone the app shows times in: a signed-in person's own (their profile's, the one their emails
 * use), UTC for visitors. The same on the server and in the browser, so a page drawn on the server
 * hydrates with the same text.
 */
export function useViewerTimeZone(): string {
  return useRouteContext({
    from: '__root__',
    select: (context) => context.user?.timeZone ?? DEFAULT_TIME_ZONE,
  });
}
