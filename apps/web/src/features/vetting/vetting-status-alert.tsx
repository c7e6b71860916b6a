import type { TMyVettingStatus } from '@talanta/schema';
import { Alert, Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDay } from '@/lib/format-day';
import { useNow } from '@/lib/use-now';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

interface Explained {
  title: string;
  text: ReactNode;
  action?: { label: string; to: '/developer-onboarding' };
}

const START = { label: 'Start your vetting application', to: '/developer-onboarding' } as const;

/** What each status means, what happens next and when (spec 001: an answer within 3-5 business days). */
function explain(status: TMyVettingStatus, today: string, timeZone: string): Explained {
  switch (status.status) {
    case 'not_started':
      return {
        title: 'Get vetted to apply to jobs',
        text: 'Applying to jobs opens once our team has vetted you. The vetting application has five short steps (about 10 minutes); we answer by email within 3-5 business days.',
        action: START,
      };
    case 'draft':
      return {
        title: 'Finish your vetting application',
        text: 'Your progress is saved. Submit the five steps and we answer by email within 3-5 business days; applying to jobs opens once you are approved.',
        action: { label: 'Continue your application', to: '/developer-onboarding' },
      };
    case 'pending':
      return {
        title: 'Your vetting application is under review',
        text: `You submitted it on ${formatDay(status.submittedAt, timeZone)}. Our team reviews it and emails you the answer by ${formatDay(status.reviewExpectedBy, timeZone)}. You can browse jobs meanwhile; applying opens once you are approved.`,
      };
    case 'confirm_email':
      return {
        title: 'Approved: confirm your email to finish',
        text: 'Your vetting application was approved. Open the link we emailed you to confirm your address; your profile is then approved and applying to jobs opens.',
      };
    case 'rejected': {
      const canReapply = status.reapplyAfter !== null && status.reapplyAfter <= today;
      return {
        title: 'Your vetting application was not approved',
        text: [
          status.rejectionReason,
          canReapply
            ? 'You may apply again now.'
            : `You may apply again from ${formatDay(status.reapplyAfter, timeZone)}.`,
        ]
          .filter(Boolean)
          .join(' '),
        ...(canReapply ? { action: { label: 'Apply again', to: '/developer-onboarding' as const } } : {}),
      };
    }
    case 'approved':
      return { title: 'You are approved', text: 'You can apply to jobs.' };
  }
}

/**
 * What a developer who is not approved yet reads where their status decides what they can do
 * (vetting-status-notice.tsx loads this module only for them).
 */
export function VettingStatusAlert({ status, className }: { status: TMyVettingStatus; className?: string }) {
  const timeZone = useViewerTimeZone();
  const now = useNow();
  // `reapplyAfter` is a UTC day (the API's), so today is compared in UTC too.
  const { title, text, action } = explain(status, new Date(now).toISOString().slice(0, 10), timeZone);
  return (
    <Alert title={title} className={className}>
      <p>{text}</p>
      {action && (
        <Button asChild size="sm" className="mt-3">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      )}
    </Alert>
  );
}
