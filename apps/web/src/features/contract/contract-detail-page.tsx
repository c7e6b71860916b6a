import { CONTRACT_END_KIND_LABELS, type TContract } from '@talanta/schema';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, ErrorState, toast } from '@talanta/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { useSignedInUser } from '@/features/auth/session-user';
import { ContractInvoices } from '@/features/invoice/contract-invoices';
import { useMarkSubjectRead } from '@/features/notification/use-mark-subject-read';
import { TermDetail, TermsList, trialPromise } from '@/features/offer/offer-terms';
import { ContractReview } from '@/features/review/contract-review';
import { Page } from '@/features/shell/page';
import { useRouteRetry } from '@/features/shell/route-states';
import { ContractTimesheets } from '@/features/timesheet/contract-timesheets';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { formatDayTime } from '@/lib/time-zone';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { ContractStatusBadge, contractJobText, contractTitle } from './contract-heading';
import { endedByName } from './contract-status';
import { EndContractDialog } from './end-contract-dialog';

export const CONTRACT_PAGE = { title: 'Contract' };

/** Opens (or starts) the conversation with the other party about the contract's job. */
function MessageOtherParty({ contract }: { contract: TContract }) {
  const trpc = useTRPC();
  const start = useMutation(trpc.message.startConversation.mutationOptions());
  const navigate = useNavigate();
  const other = contract.otherParty === 'client' ? contract.client : contract.developer;
  const open = async () => {
    try {
      const { conversationId } = await start.mutateAsync({
        userId: other.id,
        jobId: contract.job?.id ?? null,
      });
      await navigate({ to: '/messages', search: { conversation: conversationId } });
    } catch (error) {
      toast.error('Error', {
        description: messageOf(error, 'Could not open the conversation. Please try again.'),
      });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void open()} loading={start.isPending}>
      <MessageSquare aria-hidden="true" className="size-4" />
      Message {other.firstName}
    </Button>
  );
}

/**
 * The trial as each side needs it: while it runs, its last day and its promise; after a not-a-fit
 * end, who pays for its hours.
 */
function TrialNotice({ contract }: { contract: TContract }) {
  const timeZone = useViewerTimeZone();
  const side = contract.otherParty === 'developer' ? 'client' : 'developer';
  if (contract.endKind === 'not_a_fit')
    return (
      <Alert tone="info" title="Ended as not a fit during the trial">
        {side === 'client'
          ? `You are not billed for the trial’s hours. ${contract.developer.firstName} is paid for the approved ones by Talanta.`
          : 'The client is not billed for the trial. Talanta pays you for your approved hours.'}
      </Alert>
    );
  if (!contract.inTrial || !contract.trialEndsOn) return null;
  return (
    <Alert tone="info" title={`Trial until ${formatDay(contract.trialEndsOn, timeZone)}`}>
      {trialPromise(side)}
    </Alert>
  );
}

function ContractSummary({ contract }: { contract: TContract }) {
  const viewer = useSignedInUser();
  const endedBy = endedByName(contract, viewer.id);
  const other = contract.otherParty === 'client' ? contract.client : contract.developer;
  return (
    <Card>
      <CardHeader row className="items-start gap-2">
        <CardTitle>Terms</CardTitle>
        <ContractStatusBadge contract={contract} />
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <TermsList terms={contract} />
        <dl className="grid gap-3 sm:grid-cols-2">
          <TermDetail term={contract.otherParty === 'client' ? 'Client' : 'Developer'}>
            {contract.otherPartyName}
            {other.companyName && ` · ${other.companyName}`}
          </TermDetail>
          <TermDetail term="Job">
            {contract.job ? (
              <Link
                to="/jobs/$id"
                params={{ id: String(contract.job.id) }}
                className="text-accent hover:underline"
              >
                {contract.job.title}
              </Link>
            ) : (
              contractJobText(contract)
            )}
          </TermDetail>
          <TermDetail term="Offer accepted">{formatDayTime(contract.createdAt, viewer.timeZone)}</TermDetail>
          {contract.endedAt && (
            <TermDetail term="Ended">
              {formatDayTime(contract.endedAt, viewer.timeZone)}
              {endedBy && ` by ${endedBy}`}
            </TermDetail>
          )}
        </dl>
        <TrialNotice contract={contract} />
        {contract.endKind && (
          <Alert tone="info" title="Why it ended">
            {contract.endKind === 'other' ? contract.endReason : CONTRACT_END_KIND_LABELS[contract.endKind]}
            {contract.endKind !== 'other' && contract.endReason && `: ${contract.endReason}`}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <MessageOtherParty contract={contract} />
          {contract.status === 'active' && <EndContractDialog contract={contract} />}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * /contracts/{id}: the terms, the other party, the job and how it ended; then the contract's
 * timesheets, invoices and review, each its own feature's section.
 */
export function ContractDetailPage({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data: contract } = useSuspenseQuery(trpc.contract.byId.queryOptions({ id }));
  useMarkSubjectRead('contract', id);
  return (
    <Page title={contractTitle(contract)} description={`Job: ${contractJobText(contract)}`}>
      <div className="flex max-w-4xl flex-col gap-6">
        <ContractSummary contract={contract} />
        <ContractTimesheets contract={contract} />
        <ContractInvoices contract={contract} />
        <ContractReview contract={contract} />
      </div>
    </Page>
  );
}

/** The contract is missing (or not the viewer's), or failed to load. */
export function ContractDetailFailed({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  return (
    <Page {...CONTRACT_PAGE}>
      {errorCodeOf(error) === 'NOT_FOUND' ? (
        <Alert tone="danger" title="Contract not found">
          This contract does not exist, or you are not a party to it.{' '}
          <Link to="/contracts" className="font-semibold text-accent hover:underline">
            See your contracts
          </Link>
        </Alert>
      ) : (
        <ErrorState
          title="Error"
          message="This contract could not be loaded. Please try again."
          onRetry={retry}
        />
      )}
    </Page>
  );
}
