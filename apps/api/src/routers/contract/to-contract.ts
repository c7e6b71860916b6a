import type { ContractRecord } from '@talanta/db';
import type { TContract } from '@talanta/schema';
import { partiesAndTerms } from '../offer/to-offer';

export function toContract(contract: ContractRecord, viewerId: number): TContract {
  return {
    id: contract.id,
    offerId: contract.offerId,
    status: contract.status,
    ...partiesAndTerms(contract, viewerId),
    endedBy: contract.endedBy,
    endReason: contract.endReason,
    endedAt: contract.endedAt?.toISOString() ?? null,
    createdAt: contract.createdAt.toISOString(),
  };
}
