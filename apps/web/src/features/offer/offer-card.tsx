import type { TOffer } from '@talanta/schema';
import { Badge } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/session-user';
import { formatDayTime } from '@/lib/time-zone';
import { OfferActions } from './offer-actions';
import { OFFER_STATUS_LABELS, OFFER_STATUS_VARIANTS, receivedByViewer } from './offer-status';
import { TermDetail, TermsList, trialPromise } from './offer-terms';

/** One offer: who it is with, for which job, its terms, message, where it stands and what to do. */
export function OfferCard({ offer }: { offer: TOffer }) {
  const zone = useSignedInUser().timeZone;
  const received = receivedByViewer(offer);
  const titleId = `offer-${offer.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="text-base font-semibold text-ink">
            {received ? `Offer from ${offer.otherPartyName}` : `Offer to ${offer.otherPartyName}`}
          </h3>
          <p className="text-sm text-ink-muted">
            {offer.job ? (
              <>
                Job:{' '}
                <Link
                  to="/jobs/$id"
                  params={{ id: String(offer.job.id) }}
                  className="text-accent hover:underline"
                >
                  {offer.job.title}
                </Link>
              </>
            ) : (
              'No specific job'
            )}
            {offer.client.companyName && received && ` · ${offer.client.companyName}`}
          </p>
          <p className="text-xs text-ink-subtle">Sent {formatDayTime(offer.createdAt, zone)}</p>
        </div>
        <Badge variant={OFFER_STATUS_VARIANTS[offer.status]}>
          <span className="sr-only">Offer status: </span>
          {OFFER_STATUS_LABELS[offer.status]}
        </Badge>
      </div>
      <TermsList terms={offer} />
      {offer.trialEndsOn && offer.status === 'sent' && (
        <p className="text-sm text-ink-muted">{trialPromise(received ? 'developer' : 'client')}</p>
      )}
      {(offer.message || offer.declineNote) && (
        <dl className="flex flex-col gap-3">
          {offer.message && <TermDetail term="Message">{offer.message}</TermDetail>}
          {offer.declineNote && <TermDetail term="Note on declining">{offer.declineNote}</TermDetail>}
        </dl>
      )}
      <OfferActions offer={offer} />
    </article>
  );
}
