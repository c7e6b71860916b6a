import type { OfferRecord } from '@talanta/db';
import { centsToDollars, type TOffer, trialEndsOn } from '@talanta/schema';

/** The columns an offer and its contract share: both parties, the job and the terms. */
type PartiesAndTerms = Pick<
  OfferRecord,
  | 'clientId'
  | 'clientFirstName'
  | 'clientLastName'
  | 'clientCompanyName'
  | 'developerId'
  | 'developerFirstName'
  | 'developerLastName'
  | 'jobId'
  | 'jobTitle'
  | 'hourlyRateCents'
  | 'weeklyHourLimit'
  | 'startDate'
  | 'endDate'
  | 'trialDays'
>;

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** Parties, job and terms as the viewer sees them (emails stay out of answers). */
export function partiesAndTerms(record: PartiesAndTerms, viewerId: number) {
  const client = {
    id: record.clientId,
    firstName: record.clientFirstName,
    lastName: record.clientLastName,
    companyName: record.clientCompanyName ?? null,
  };
  const developer = {
    id: record.developerId,
    firstName: record.developerFirstName,
    lastName: record.developerLastName,
    companyName: null,
  };
  const otherParty = viewerId === client.id ? ('developer' as const) : ('client' as const);
  return {
    client,
    developer,
    otherParty,
    otherPartyName: fullName(otherParty === 'client' ? client : developer),
    job:
      record.jobId !== null && record.jobTitle !== null ? { id: record.jobId, title: record.jobTitle } : null,
    hourlyRateCents: record.hourlyRateCents,
    hourlyRate: centsToDollars(record.hourlyRateCents),
    weeklyHourLimit: record.weeklyHourLimit,
    startDate: record.startDate,
    endDate: record.endDate,
    trialDays: record.trialDays,
    trialEndsOn: trialEndsOn(record.startDate, record.trialDays),
  };
}

export function toOffer(offer: OfferRecord, viewerId: number): TOffer {
  return {
    id: offer.id,
    status: offer.status,
    applicationId: offer.applicationId,
    ...partiesAndTerms(offer, viewerId),
    message: offer.message,
    declineNote: offer.declineNote,
    contractId: offer.contractId ?? null,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
    respondedAt: offer.respondedAt?.toISOString() ?? null,
  };
}
