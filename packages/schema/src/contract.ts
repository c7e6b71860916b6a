import { z } from 'zod';
import { text, ZId } from './fields';
import { ZPartiesOf, ZTerms } from './offer';

export const CONTRACT_STATUSES = ['active', 'ended'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_LIMITS = { endReasonMax: 1000 } as const;

export const CONTRACT_MESSAGES = {
  endReason: `Give a reason for ending the contract (at most ${CONTRACT_LIMITS.endReasonMax} characters)`,
  notFound: 'Contract not found',
  notActive: 'This contract has already ended',
} as const;

export const ZContractIdInput = z.object({ id: ZId });

/** PUT /api/contracts/{id}/end (either party). */
export const ZEndContractInput = z.object({
  id: ZId,
  reason: text(CONTRACT_MESSAGES.endReason)
    .trim()
    .min(1, CONTRACT_MESSAGES.endReason)
    .max(CONTRACT_LIMITS.endReasonMax, CONTRACT_MESSAGES.endReason),
});
export type TEndContractInput = z.input<typeof ZEndContractInput>;

const dateTime = z.string().meta({ format: 'date-time' });

export const ZContract = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  ...ZPartiesOf.shape,
  ...ZTerms.shape,
  endedBy: z.number().int().nullable(),
  endReason: z.string().nullable(),
  endedAt: dateTime.nullable(),
  createdAt: dateTime,
});
export type TContract = z.infer<typeof ZContract>;
