import {
  type Executor,
  findClientJob,
  hasSentOffer,
  insertOffer,
  isUniqueViolation,
  lockApplicationForOffer,
} from '@talanta/db';
import { dollarsToCents, OFFER_MESSAGES, ZCreateOfferInput, ZOffer } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Context } from '../../trpc/context';
import { clientProcedure } from '../../trpc/procedures';
import { namedDeveloper } from '../talent/named-developer';
import { announceOfferChange, conflict } from './change-offer';
import { toOffer } from './to-offer';

type CreateInput = z.output<typeof ZCreateOfferInput>;

const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message });
const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/** Today's date in UTC, 'YYYY-MM-DD' (dates compare as text in that form). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Who and what the offer is for: an application to one of the client's jobs (its developer and job
 * follow from it, and it stays locked so its status cannot move meanwhile), or an approved
 * developer with, optionally, one of the client's open jobs.
 */
async function resolveRecipient(
  trx: Executor,
  ctx: Pick<Context, 'apiVersion'>,
  clientId: number,
  input: CreateInput,
) {
  // Named as the request's API version names developers; stored by their user id.
  const named =
    input.developerId === undefined
      ? undefined
      : await namedDeveloper(trx, ctx, input.developerId, { approved: input.applicationId === undefined });
  if (input.applicationId !== undefined) {
    const application = await lockApplicationForOffer(trx, input.applicationId);
    if (!application || application.clientId !== clientId) throw notFound(OFFER_MESSAGES.applicationNotFound);
    const mismatched =
      (input.developerId !== undefined && named?.userId !== application.developerId) ||
      (input.jobId !== undefined && input.jobId !== application.jobId);
    if (mismatched) throw badRequest(OFFER_MESSAGES.applicationMismatch);
    if (application.status !== 'pending' && application.status !== 'interview')
      throw conflict(OFFER_MESSAGES.applicationClosed);
    return { developerId: application.developerId, jobId: application.jobId, applicationId: application.id };
  }
  if (!named) throw notFound(OFFER_MESSAGES.developerNotFound);
  const developerId = named.userId;
  if (input.jobId === undefined) return { developerId, jobId: null, applicationId: null };
  const job = await findClientJob(trx, clientId, input.jobId);
  if (!job) throw notFound(OFFER_MESSAGES.jobNotFound);
  if (job.status !== 'open') throw conflict(OFFER_MESSAGES.jobClosed);
  return { developerId, jobId: job.id, applicationId: null };
}

/**
 * A client makes an offer (POST /api/offers, 201, `status: "sent"`). One sent offer at a time per
 * (client, developer, job); the partial unique index settles two at once.
 */
export const create = clientProcedure
  .input(ZCreateOfferInput)
  .output(ZOffer)
  .mutation(async ({ ctx, input }) => {
    if (input.startDate < todayUtc()) throw badRequest(OFFER_MESSAGES.startDatePast);
    try {
      const offer = await ctx.db.transaction().execute(async (trx) => {
        const recipient = await resolveRecipient(trx, ctx, ctx.user.id, input);
        if (await hasSentOffer(trx, { clientId: ctx.user.id, ...recipient }))
          throw conflict(OFFER_MESSAGES.alreadySent);
        const offerId = await insertOffer(trx, {
          clientId: ctx.user.id,
          ...recipient,
          hourlyRateCents: dollarsToCents(input.hourlyRate),
          weeklyHourLimit: input.weeklyHourLimit,
          startDate: input.startDate,
          endDate: input.endDate,
          trialDays: input.trialDays,
          message: input.message,
        });
        return announceOfferChange(trx, { offerId, event: 'sent', actorId: ctx.user.id, origin: ctx.origin });
      });
      ctx.services.jobs.wake();
      return toOffer(offer, ctx.user.id);
    } catch (error) {
      if (isUniqueViolation(error, 'offers_one_sent_idx')) throw conflict(OFFER_MESSAGES.alreadySent);
      throw error;
    }
  });
