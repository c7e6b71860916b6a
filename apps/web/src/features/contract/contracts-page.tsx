import type { TContract } from '@talanta/schema';
import { EmptyState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FileSignature } from 'lucide-react';
import { TermsList } from '@/features/offer/offer-terms';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { ContractStatusBadge, contractJobText, contractTitle } from './contract-heading';
import { activeFirst } from './contract-status';

export const CONTRACTS_PAGE = {
  title: 'Contracts',
  description: 'The work your accepted offers started: active contracts first, then ended ones.',
};

function ContractRow({ contract }: { contract: TContract }) {
  const titleId = `contract-${contract.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold text-ink">
            <Link
              to="/contracts/$id"
              params={{ id: String(contract.id) }}
              className="hover:text-accent hover:underline"
            >
              {contractTitle(contract)}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">Job: {contractJobText(contract)}</p>
        </div>
        <ContractStatusBadge contract={contract} />
      </div>
      <TermsList terms={contract} />
    </article>
  );
}

/** /contracts (issue 13), for both sides of a contract. */
export function ContractsPage() {
  const trpc = useTRPC();
  const { data: contracts } = useSuspenseQuery(trpc.contract.list.queryOptions());
  return (
    <Page {...CONTRACTS_PAGE}>
      {contracts.length === 0 ? (
        <EmptyState
          icon={<FileSignature aria-hidden="true" className="size-5" />}
          title="No contracts yet"
          description="A contract starts when a developer accepts an offer. See Offers for those waiting."
        />
      ) : (
        <ul aria-label="Contracts" className="flex max-w-3xl flex-col gap-4">
          {activeFirst(contracts).map((contract) => (
            <li key={contract.id}>
              <ContractRow contract={contract} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
