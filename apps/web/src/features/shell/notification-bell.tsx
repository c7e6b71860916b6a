import { Button, Popover, PopoverContent, PopoverTrigger } from '@talanta/ui';
import { Bell } from 'lucide-react';

/**
 * The top bar's bell. Notifications arrive in a later release; until then it opens an honest note
 * and shows no unread count rather than a made-up one.
 */
export function NotificationBell() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell aria-hidden="true" className="size-5" />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications">
        <p className="text-sm font-semibold text-ink">Notifications</p>
        <p className="mt-1 text-sm text-ink-muted">
          You have no notifications. Updates on applications and messages will appear here.
        </p>
      </PopoverContent>
    </Popover>
  );
}
