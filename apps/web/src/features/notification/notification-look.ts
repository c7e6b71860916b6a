import type { TNotification, TNotificationType } from '@talanta/schema';
import {
  Bell,
  BriefcaseBusiness,
  CalendarClock,
  CircleAlert,
  CircleCheck,
  FileText,
  type LucideIcon,
  MessageSquare,
  TriangleAlert,
} from 'lucide-react';

/** The icon and colour that tell notification types apart at a glance. */
export const NOTIFICATION_LOOKS: Record<TNotificationType, { Icon: LucideIcon; tone: string }> = {
  job_application: { Icon: BriefcaseBusiness, tone: 'bg-accent-soft text-accent' },
  message: { Icon: MessageSquare, tone: 'bg-accent-soft text-accent' },
  contract_update: { Icon: FileText, tone: 'bg-accent-soft text-accent' },
  success: { Icon: CircleCheck, tone: 'bg-accent-soft text-accent' },
  warning: { Icon: TriangleAlert, tone: 'bg-danger-soft text-danger' },
  error: { Icon: CircleAlert, tone: 'bg-danger-soft text-danger' },
  other: { Icon: Bell, tone: 'bg-surface-hover text-ink-muted' },
};

type Look = (typeof NOTIFICATION_LOOKS)[TNotificationType];

/**
 * A notification's look: by type, refined by where it leads, since the API files interviews under
 * `contract_update` and invitations to apply under `other`.
 */
export function notificationLook(notification: Pick<TNotification, 'type' | 'link'>): Look {
  const link = notification.link ?? '';
  if (link.startsWith('/interviews')) return { Icon: CalendarClock, tone: 'bg-accent-soft text-accent' };
  if (notification.type === 'other' && link.startsWith('/jobs/')) return NOTIFICATION_LOOKS.job_application;
  return NOTIFICATION_LOOKS[notification.type];
}
