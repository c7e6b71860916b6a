import {
  APPLICATION_STATES,
  APPLICATION_STATUSES,
  type TApplicationState,
  type TApplicationStatus,
} from '@talanta/schema';
import {
  CalendarClock,
  CircleCheck,
  CircleHelp,
  CircleX,
  Hourglass,
  type LucideIcon,
  Undo2,
} from 'lucide-react';

/** Statuses are matched case-insensitively (spec 000 §3): "Accepted" and "accepted" are the same. */
export function normalizeStatus(status: string): TApplicationStatus | null {
  const lower = status.trim().toLowerCase();
  return APPLICATION_STATUSES.find((known) => known === lower) ?? null;
}

/** Like normalizeStatus, but also knows `withdrawn`, which only the developer sets. */
export function normalizeState(status: string): TApplicationState | null {
  const lower = status.trim().toLowerCase();
  return APPLICATION_STATES.find((known) => known === lower) ?? null;
}

export interface StatusLook {
  label: string;
  icon: LucideIcon;
  /** Classes of the badge; each status its own look, anything else neutral. */
  classes: string;
}

/** The neutral look the spec gives statuses it does not name. */
const NEUTRAL_CLASSES = 'border-line-strong bg-surface-raised text-ink-muted';

export const STATUS_LOOKS: Record<TApplicationState, StatusLook> = {
  pending: {
    label: 'Pending',
    icon: Hourglass,
    classes: 'border-line-strong bg-surface-raised text-ink',
  },
  interview: {
    label: 'Interview',
    icon: CalendarClock,
    classes: 'border-accent/40 bg-accent-soft text-accent',
  },
  accepted: {
    label: 'Accepted',
    icon: CircleCheck,
    classes: 'border-accent bg-accent text-on-accent',
  },
  rejected: {
    label: 'Rejected',
    icon: CircleX,
    classes: 'border-danger/40 bg-danger-soft text-danger',
  },
  // Not one of the spec's four, so it keeps the neutral look of an unknown status.
  withdrawn: { label: 'Withdrawn', icon: Undo2, classes: NEUTRAL_CLASSES },
};

/** The look of any status text, known or not (unknown values get a neutral look and their own text). */
export function statusLook(status: string): StatusLook {
  const known = normalizeState(status);
  if (known) return STATUS_LOOKS[known];
  const text = status.trim() || 'Unknown';
  return {
    label: text.charAt(0).toUpperCase() + text.slice(1),
    icon: CircleHelp,
    classes: NEUTRAL_CLASSES,
  };
}

export const STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({
  value,
  label: STATUS_LOOKS[value].label,
}));
