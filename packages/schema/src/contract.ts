import { z } from 'zod';
import { text, ZId } from './fields';
import { ZPartiesOf, ZTerms } from './offer';

export const CONTRACT_STATUSES = ['active', 'ended'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_LIMITS = { endReasonMax: 1000 } as const;

/**
 * Why a contract ends. `not_a_fit` is the client's, inside the trial only: the trial's hours are
 * then not billed, and Talanta pays the developer for the approved ones (ADR 0038).
 */
export const CONTRACT_END_KINDS = ['completed', 'not_a_fit', 'budget', 'other'] as const;
export type TContractEndKind = (typeof CONTRACT_END_KINDS)[number];

export const CONTRACT_END_KIND_LABELS: Record<TContractEndKind, string> = {
  completed: 'Work completed',
  not_a_fit: 'Not a fit (trial)',
  budget: 'Budget',
  other: 'Other',
};

export const CONTRACT_MESSAGES = {
  endReason: `Give a reason for ending the contract (at most ${CONTRACT_LIMITS.endReasonMax} characters)`,
  endNote: `Say why the contract ends (at most ${CONTRACT_LIMITS.endReasonMax} characters)`,
  notFound: 'Contract not found',
  notActive: 'This contract has already ended',
  notAFitClientOnly: 'Only the client can end a contract as not a fit',
  noTrial: 'This contract has no trial: choose another reason',
  trialOver: (trialEndsOn: string) => `The trial ended on ${trialEndsOn}: choose another reason`,
} as const;

export const ZContractIdInput = z.object({ id: ZId });

const endText = (message: string) =>
  text(message).trim().min(1, message).max(CONTRACT_LIMITS.endReasonMax, message);

/**
 * PUT /api/contracts/{id}/end (either party). `reason` is one of the end kinds, with an optional
 * `note` (required for `other`). Any other text is read as the free-text reason the endpoint took
 * before kinds existed: kind `other` with that text as its note, so older callers keep working.
 */
export const ZEndContractInput = z
  .object({
    id: ZId,
    reason: endText(CONTRACT_MESSAGES.endReason).describe(
      'completed, not_a_fit (the client, inside the trial), budget or other; any other text is taken as other with that text as the note',
    ),
    note: z.union([z.literal('').transform(() => undefined), endText(CONTRACT_MESSAGES.endNote)]).optional(),
  })
  .transform((input, ctx) => {
    const kind = (CONTRACT_END_KINDS as readonly string[]).includes(input.reason)
      ? (input.reason as TContractEndKind)
      : null;
    const note = kind === null ? input.reason : (input.note ?? null);
    if (kind === 'other' && note === null) {
      ctx.addIssue({ code: 'custom', message: CONTRACT_MESSAGES.endNote, path: ['note'] });
      return z.NEVER;
    }
    return { id: input.id, kind: kind ?? 'other', note };
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
  endKind: z.enum(CONTRACT_END_KINDS).nullable(),
  /** The note given with the end (or the free-text reason of an older call). */
  endReason: z.string().nullable(),
  /** Active and today (UTC) on or before the trial's last day. */
  inTrial: z.boolean(),
  endedAt: dateTime.nullable(),
  createdAt: dateTime,
});
export type TContract = z.infer<typeof ZContract>;
