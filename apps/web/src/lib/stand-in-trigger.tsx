import type { ReactNode } from 'react';

/**
 * A menu's or popover's trigger while the code behind it is on its way (lib/first-screen.ts): the
 * same name, look and content, disabled, so nothing moves or changes name when the real one arrives.
 */
export function StandInTrigger({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="button" disabled aria-label={label} className={className}>
      {children}
    </button>
  );
}
