import {
  type Executor,
  enqueueWebhookEvent,
  findOfferById,
  type LockedOffer,
  lockOffer,
  type OfferRecord,
} from '@talanta/db';
import { centsToDollars, OFFER_MESSAGES, type TOffer, trialEndsOn } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { Context } from '../../trpc/context';
import { developerInPayload } from '../talent/named-developer';
import { notifyOtherParty } from './party-effects';
import { toOffer } from './to-offer';

export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

type OfferEvent = 'sent' | 'accepted' | 'declined' | 'withdrawn';

/** What the other side is told of each change: the notice's title and its one-line message. */
const TEXTS: Record<OfferEvent, { title: string; message: (actor: string, job: string) => string }> = {
  sent: { title: 'New offer', message: (actor, job) => `${actor} sent you an offer${job}.` },
  accepted: {
    title: 'Offer accepted',
    message: (actor, job) => `${actor} accepted your offer${job}. Your contract has started.`,
  },
  declined: { title: 'Offer declined', message: (actor, job) => `${actor} declined your offer${job}.` },
  withdrawn: { title: 'Offer withdrawn', message: (actor, job) => `${actor} withdrew the offer${job}.` },
};

/** Tells the other side of an offer's change (notice, email, live change); returns the offer. */
export async function announceOfferChange(
  trx: Executor,
  change: { offerId: number; event: OfferEvent; actorId: number; origin: string },
): Promise<OfferRecord> {
  const offer = await findOfferById(trx, change.offerId);
  if (!offer) throw new Error(`offer ${change.offerId} vanished inside its own transaction`);
  const job = offer.jobTitle ? ` for "${offer.jobTitle}"` : '';
  const texts = TEXTS[change.event];
  const terms = `Terms: $${centsToDollars(offer.hourlyRateCents).toFixed(2)} an hour, up to ${offer.weeklyHourLimit} hours a week, from ${offer.startDate}${offer.endDate ? ` to ${offer.endDate}` : ''}.`;
  const trialEnd = trialEndsOn(offer.startDate, offer.trialDays);
  const details = [terms];
  if (trialEnd)
    details.push(
      `Trial: ${offer.trialDays} days, until ${trialEnd}. If the client ends the contract as not a fit during the trial, the client is not billed for its hours and Talanta pays the developer for the approved ones.`,
    );
  if (change.event === 'sent' && offer.message) details.push(`Their message: ${offer.message}`);
  if (change.event === 'declined' && offer.declineNote) details.push(`Their note: ${offer.declineNote}`);
  await notifyOtherParty(trx, {
    record: offer,
    actorId: change.actorId,
    link:
      change.event === 'accepted' && offer.contractId !== null ? `/contracts/${offer.contractId}` : '/offers',
    origin: change.origin,
    title: texts.title,
    message: (actor) => texts.message(actor, job),
    details,
    alsoChanged: change.event === 'accepted' && offer.applicationId !== null ? 'application' : undefined,
  });
  await enqueueWebhookEvent(trx, {
    type: `offer.${change.event}`,
    ownerUserIds: [offer.clientId],
    data: {
      offerId: offer.id,
      jobId: offer.jobId,
      applicationId: offer.applicationId,
      ...(await developerInPayload(trx, offer.developerId)),
      contractId: offer.contractId,
      status: offer.status,
    },
  });
  return offer;
}

/**
 * One answer to a sent offer: in a transaction, lock its row and re-check it is still sent (so an
 * accept and a withdraw at once happen one after the other, and only the first wins), let `apply`
 * write, then tell the other side. Returns the offer as the actor now sees it.
 */
export async function changeOffer(
  ctx: Pick<Context, 'db' | 'origin' | 'services'> & { user: { id: number } },
  offerId: number,
  event: Exclude<OfferEvent, 'sent'>,
  apply: (trx: Executor, locked: LockedOffer) => Promise<void>,
): Promise<TOffer> {
  const offer = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOffer(trx, offerId);
    if (locked.status !== 'sent') throw conflict(OFFER_MESSAGES.notSent);
    await apply(trx, locked);
    return announceOfferChange(trx, { offerId, event, actorId: ctx.user.id, origin: ctx.origin });
  });
  ctx.services.jobs.wake();
  return toOffer(offer, ctx.user.id);
}
