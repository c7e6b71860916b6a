import { findPayableDevelopers, type PayableDeveloper } from '@talanta/db';
import { exceedsMpesaLimit, type TPayableDeveloper, ZPayableDeveloper } from '@talanta/schema';
import { z } from 'zod';
import { adminProcedure } from '../../trpc/procedures';

/**
 * Whether a developer's balance can go in a batch now: they need a method, past its hold, and an
 * M-Pesa payment is capped (at the batch's rate, when one is given).
 */
export function payableState(
  developer: PayableDeveloper,
  now: Date,
  kesRateMicro: number | null,
): TPayableDeveloper['state'] {
  if (!developer.method) return 'no_method';
  if (developer.method.heldUntil > now) return 'held';
  if (
    developer.method.type === 'mpesa' &&
    kesRateMicro !== null &&
    exceedsMpesaLimit(developer.payableCents, kesRateMicro)
  )
    return 'over_mpesa_limit';
  return 'ready';
}

export function toPayableDeveloper(
  developer: PayableDeveloper,
  state: TPayableDeveloper['state'],
): TPayableDeveloper {
  return {
    developer: { id: developer.developerId, name: developer.name },
    amountCents: developer.payableCents,
    method: developer.method ? { type: developer.method.type, masked: developer.method.masked } : null,
    state,
    heldUntil: developer.method ? developer.method.heldUntil.toISOString() : null,
  };
}

/** GET /api/admin/payouts/payable: every developer Talanta owes money not yet in a batch, and whether a batch would pay them. */
export const payable = adminProcedure.output(z.array(ZPayableDeveloper)).query(async ({ ctx }) => {
  const now = new Date();
  return (await findPayableDevelopers(ctx.db)).map((developer) =>
    toPayableDeveloper(developer, payableState(developer, now, null)),
  );
});
