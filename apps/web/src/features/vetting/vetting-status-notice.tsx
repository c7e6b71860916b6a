import type { TMyVettingStatus } from '@talanta/schema';
import { Alert, Button, ErrorState, LoadingState } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { messageOf } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { trpc } from '@/lib/trpc';

interface Explained {
  title: string;
  text: ReactNode;
  action?: { label: string; to: '/developer-onboarding' };
}

const START = { label: 'Start your vetting application', to: '/developer-onboarding' } as const;

/** What each status means, what happens next and when (spec 001: an answer within 3-5 business days). */
function explain(status: TMyVettingStatus, today: string): Explained {
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
        text: `You submitted it on ${formatDay(status.submittedAt)}. Our team reviews it and emails you the answer by ${formatDay(status.reviewExpectedBy)}. You can browse jobs meanwhile; applying opens once you are approved.`,
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
            : `You may apply again from ${formatDay(status.reapplyAfter)}.`,
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
 * The developer's vetting status where it decides what they can do (dashboard, Browse Jobs, job
 * pages): what it is, what happens next and when, and the way on. Nothing once they are approved.
 */
export function VettingStatusNotice({ className }: { className?: string }) {
  const query = trpc.vetting.myStatus.useQuery();
  if (query.isPending) return <LoadingState label="Loading your vetting status" className={className} />;
  if (query.isError) {
    return (
      <ErrorState
        className={className}
        title="We couldn't load your vetting status"
        message={messageOf(query.error, 'Please check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.status === 'approved') return null;
  const { title, text, action } = explain(query.data, new Date().toISOString().slice(0, 10));
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

/** Whether the signed-in developer may apply (approved); undefined while it loads. */
export function useMayApply(): boolean | undefined {
  const query = trpc.vetting.myStatus.useQuery();
  return query.data ? query.data.status === 'approved' : undefined;
}
