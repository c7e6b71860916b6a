import {
  type Executor,
  enqueueWebhookEvent,
  findOfferById,
  type LockedOffer,
  lockOffer,
  type OfferRecord,
} from '@talanta/db';
import { OFFER_MESSAGES, type TOffer, trialEndsOn } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { EmailText } from '../../mail/email-language';
import type { Context } from '../../trpc/context';
import { developerInPayload } from '../talent/named-developer';
import { notifyOtherParty } from './party-effects';
import { toOffer } from './to-offer';

export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

type OfferEvent = 'sent' | 'accepted' | 'declined' | 'withdrawn';

/**
 * What the other side is told of each change: the notice's title and its one-line message, whole
 * sentences with and without a job (the words around a title differ between languages).
 */
function describeOffer(t: EmailText, event: OfferEvent, actor: string, jobTitle: string | null) {
  const values = { actor, jobTitle: jobTitle ?? '' };
  const job = jobTitle !== null;
  switch (event) {
    case 'sent':
      return {
        title: t('New offer'),
        message: job
          ? t('{actor} sent you an offer for "{jobTitle}".', values)
          : t('{actor} sent you an offer.', values),
      };
    case 'accepted':
      return {
        title: t('Offer accepted'),
        message: job
          ? t('{actor} accepted your offer for "{jobTitle}". Your contract has started.', values)
          : t('{actor} accepted your offer. Your contract has started.', values),
      };
    case 'declined':
      return {
        title: t('Offer declined'),
        message: job
          ? t('{actor} declined your offer for "{jobTitle}".', values)
          : t('{actor} declined your offer.', values),
      };
    case 'withdrawn':
      return {
        title: t('Offer withdrawn'),
        message: job
          ? t('{actor} withdrew the offer for "{jobTitle}".', values)
          : t('{actor} withdrew the offer.', values),
      };
  }
}

/** The offer's terms (and trial, note or message) under the message. */
function offerDetails(t: EmailText, offer: OfferRecord, event: OfferEvent): string[] {
  const terms = {
    rate: t.money(offer.hourlyRateCents),
    hours: offer.weeklyHourLimit,
    start: t.day(offer.startDate),
    end: offer.endDate ? t.day(offer.endDate) : '',
  };
  const details = [
    offer.endDate
      ? t('Terms: {rate} an hour, up to {hours} hours a week, from {start} to {end}.', terms)
      : t('Terms: {rate} an hour, up to {hours} hours a week, from {start}.', terms),
  ];
  const trialEnd = trialEndsOn(offer.startDate, offer.trialDays);
  if (trialEnd)
    details.push(
      t(
        'Trial: {days} days, until {date}. If the client ends the contract as not a fit during the trial, the client is not billed for its hours and Talanta pays the developer for the approved ones.',
        { days: offer.trialDays, date: t.day(trialEnd) },
      ),
    );
  if (event === 'sent' && offer.message)
    details.push(t('Their message: {message}', { message: offer.message }));
  if (event === 'declined' && offer.declineNote)
    details.push(t('Their note: {note}', { note: offer.declineNote }));
  return details;
}

/** Tells the other side of an offer's change (notice, email, live change); returns the offer. */
export async function announceOfferChange(
  trx: Executor,
  change: { offerId: number; event: OfferEvent; actorId: number; origin: string },
): Promise<OfferRecord> {
  const offer = await findOfferById(trx, change.offerId);
  if (!offer) throw new Error(`offer ${change.offerId} vanished inside its own transaction`);
  await notifyOtherParty(trx, {
    record: offer,
    actorId: change.actorId,
    link:
      change.event === 'accepted' && offer.contractId !== null ? `/contracts/${offer.contractId}` : '/offers',
    origin: change.origin,
    describe: (t, actor) => ({
      ...describeOffer(t, change.event, actor, offer.jobTitle),
      details: offerDetails(t, offer, change.event),
    }),
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
