import type { TContract } from '@talanta/schema';
import { Badge } from '@talanta/ui';
import { CONTRACT_STATUS_LABELS, CONTRACT_STATUS_VARIANTS } from './contract-status';

export function ContractStatusBadge({ contract }: { contract: TContract }) {
  return (
    <Badge variant={CONTRACT_STATUS_VARIANTS[contract.status]}>
      <span className="sr-only">Contract status: </span>
      {CONTRACT_STATUS_LABELS[contract.status]}
    </Badge>
  );
}

/** "Contract with Sarah Collins" and the job it is for, as lists and the detail page name it. */
export function contractTitle(contract: TContract): string {
  return `Contract with ${contract.otherPartyName}`;
}

export function contractJobText(contract: TContract): string {
  return contract.job ? contract.job.title : 'No specific job';
}
