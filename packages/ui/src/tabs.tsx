import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg border border-line bg-surface p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap text-ink-muted',
        'transition-colors hover:text-ink data-[state=active]:bg-surface-raised data-[state=active]:text-ink',
        'data-[state=active]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

/** Its `className` is its margin from the tabs, `mt-4` when none is given. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={className ?? 'mt-4'} {...props} />;
}
