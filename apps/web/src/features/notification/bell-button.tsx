import { Button, type ButtonProps } from '@talanta/ui';
import { Bell } from 'lucide-react';
import { badgeText, bellLabel } from './notification-text';

/**
 * The bell with its unread count ('9+' above 9); its name always carries the count. Disabled only
 * while the popover's code arrives, it looks the same (nothing dims for that moment).
 */
export function BellButton({ unreadCount, ...props }: ButtonProps & { unreadCount: number }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={bellLabel(unreadCount)}
      dimmedWhenDisabled={false}
      className="relative"
      {...props}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unreadCount > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-bold text-on-accent ring-2 ring-canvas"
        >
          {badgeText(unreadCount)}
        </span>
      )}
    </Button>
  );
}
