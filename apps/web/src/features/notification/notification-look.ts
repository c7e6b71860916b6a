import type { TNotificationType } from '@talanta/schema';
import {
  Bell,
  BriefcaseBusiness,
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

/** The badge text: the count, or '9+' above 9 (spec 001 §9). */
export function badgeText(unreadCount: number): string {
  return unreadCount > 9 ? '9+' : String(unreadCount);
}

/** The bell's accessible name says the real number. */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}
