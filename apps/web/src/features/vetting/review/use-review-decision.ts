import {
  REJECTION_REASONS,
  type TVettingDecision,
  type TVettingDecisionOutcome,
  type TVettingList,
  type TVettingSubmission,
} from '@talanta/schema';
import { toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '@/lib/errors';
import { personName } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { findCachedApplication, type VettingRejection, withDecision } from './review-cache';

type Decision = 'approved' | 'rejected';

/** The reason and note a rejection was sent with (the mutation's input is typed loosely). */
function rejectionOf(variables: { reason?: unknown; note?: unknown }): VettingRejection {
  const reason = REJECTION_REASONS.find((known) => known === variables.reason);
  const note = typeof variables.note === 'string' ? variables.note : undefined;
  return { ...(reason && { reason }), ...(note && { note }) };
}

const TEXTS = {
  approved: { done: 'Application Approved', failed: 'Failed to approve application' },
  rejected: { done: 'Application Rejected', failed: 'Failed to reject application' },
} as const;

/** What happened for the person, as the server says the decision went (an account or not). */
const DESCRIBE: Record<TVettingDecisionOutcome, (name: string) => string> = {
  invited: (name) => `${name} is invited by email to create their Tech Talent account.`,
  profile_approved: (name) =>
    `${name} already has an account: their profile is approved and visible to clients.`,
  awaiting_email_proof: (name) =>
    `${name} already has an account: their profile is approved once they confirm their email address.`,
  other_role_account: (name) =>
    `${name}'s account is not a Tech Talent account: they were told by email how to switch it.`,
  notified: (name) => `${name} will receive a polite email.`,
};

/**
 * Approve and reject (spec 001 §4): the lists change at once (react-query onMutate), go back to
 * what they were if the server refuses (onError), and reload either way (onSettled).
 */
export function useReviewDecision() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.vetting.list.pathKey();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  const optimistic = (to: Decision) => ({
    onMutate: async (variables: { id: unknown; reason?: unknown; note?: unknown }) => {
      const id = Number(variables.id);
      setBusyIds((ids) => new Set(ids).add(id));
      await queryClient.cancelQueries({ queryKey: listKey });
      const snapshots = queryClient.getQueriesData<TVettingList>({ queryKey: listKey });
      const current = findCachedApplication(
        snapshots.map(([, list]) => list),
        id,
      );
      if (current) {
        queryClient.setQueriesData<TVettingList>({ queryKey: listKey }, (list) =>
          list ? withDecision(list, id, current.status, to, rejectionOf(variables)) : list,
        );
      }
      return { snapshots };
    },
    onError: (
      _error: unknown,
      _variables: unknown,
      context?: { snapshots: [readonly unknown[], TVettingList | undefined][] },
    ) => {
      for (const [key, list] of context?.snapshots ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: (_data: unknown, _error: unknown, variables: { id: unknown }) => {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(Number(variables.id));
        return next;
      });
      return queryClient.invalidateQueries(trpc.vetting.list.pathFilter());
    },
  });

  const approve = useMutation(trpc.vetting.approve.mutationOptions(optimistic('approved')));
  const reject = useMutation(trpc.vetting.reject.mutationOptions(optimistic('rejected')));

  /**
   * Runs the decision with its toasts; a rejection carries the reviewer's optional reason and note.
   * `onDone` runs once it went through (the dialog closes); a refused one leaves the dialog open, so
   * the reviewer can act on the reason (such as a required stage not yet passed).
   */
  const decide = (
    application: TVettingSubmission,
    to: Decision,
    onDone?: () => void,
    rejection: VettingRejection = {},
  ) => {
    const texts = TEXTS[to];
    const name = personName(application);
    const options = {
      onSuccess: (decision: TVettingDecision) => {
        toast.success(texts.done, { description: DESCRIBE[decision.applicant](name) });
        onDone?.();
      },
      onError: (error: unknown) =>
        toast.error(texts.failed, { description: messageOf(error, 'Please try again.') }),
    };
    if (to === 'approved') approve.mutate({ id: application.id }, options);
    else reject.mutate({ id: application.id, ...rejection }, options);
  };

  return { decide, busyIds, isBusy: (id: number) => busyIds.has(id) };
}
