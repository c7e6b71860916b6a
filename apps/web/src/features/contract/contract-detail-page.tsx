import type { TContract } from '@talanta/schema';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, ErrorState, toast } from '@talanta/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { useSignedInUser } from '@/features/auth/session-user';
import { ContractInvoices } from '@/features/invoice/contract-invoices';
import { TermDetail, TermsList } from '@/features/offer/offer-terms';
import { ContractReview } from '@/features/review/contract-review';
import { Page } from '@/features/shell/page';
import { useRouteRetry } from '@/features/shell/route-states';
import { ContractTimesheets } from '@/features/timesheet/contract-timesheets';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { formatDayTime } from '@/lib/time-zone';
import { useTRPC } from '@/lib/trpc';
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
        {contract.endReason && (
          <Alert tone="info" title="Why it ended">
            {contract.endReason}
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
