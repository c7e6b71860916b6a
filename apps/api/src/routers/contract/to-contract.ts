import type { ContractRecord } from '@talanta/db';
import type { TContract } from '@talanta/schema';
import { todayUtc } from '../invoice/to-invoice';
import { partiesAndTerms } from '../offer/to-offer';

export function toContract(contract: ContractRecord, viewerId: number): TContract {
  return {
    id: contract.id,
    offerId: contract.offerId,
    status: contract.status,
    ...partiesAndTerms(contract, viewerId),
    // The contract keeps the trial's last day it was made with: that, not a recomputation, is the rule.
    trialEndsOn: contract.trialEndsOn,
    endedBy: contract.endedBy,
    endKind: contract.endKind,
    endReason: contract.endReason,
    inTrial:
      contract.status === 'active' && contract.trialEndsOn !== null && todayUtc() <= contract.trialEndsOn,
    endedAt: contract.endedAt?.toISOString() ?? null,
    createdAt: contract.createdAt.toISOString(),
  };
}
