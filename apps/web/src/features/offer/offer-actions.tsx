import { OFFER_LIMITS, type TOffer } from '@talanta/schema';
import { Button, FormField, Textarea } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { characterCount } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { receivedByViewer } from './offer-status';
import { useOfferRefresh } from './use-offer-refresh';

function AcceptOffer({ offer }: { offer: TOffer }) {
  const trpc = useTRPC();
  const refresh = useOfferRefresh();
  const accept = useMutation(trpc.offer.accept.mutationOptions({ onSuccess: () => void refresh() }));
  return (
    <InterviewActionDialog
      trigger="Accept"
      triggerVariant="primary"
      triggerLabel={`Accept the offer from ${offer.otherPartyName}`}
      title="Accept this offer?"
      description={`A contract with ${offer.otherPartyName} starts on these terms, and you can log time against it.`}
      confirmLabel="Accept and start contract"
      done="Offer accepted: your contract has started"
      pending={accept.isPending}
      onConfirm={() => accept.mutateAsync({ id: offer.id })}
    />
  );
}

function DeclineOffer({ offer }: { offer: TOffer }) {
  const trpc = useTRPC();
  const [note, setNote] = useState('');
  const refresh = useOfferRefresh();
  const decline = useMutation(trpc.offer.decline.mutationOptions({ onSuccess: () => void refresh() }));
  return (
    <InterviewActionDialog
      trigger="Decline"
      triggerLabel={`Decline the offer from ${offer.otherPartyName}`}
      title="Decline this offer?"
      description={`${offer.otherPartyName} sees that you declined, with your note if you add one.`}
      confirmLabel="Decline offer"
      confirmVariant="danger"
      done="Offer declined"
      pending={decline.isPending}
      onOpenChange={() => setNote('')}
      onConfirm={() => decline.mutateAsync({ id: offer.id, note })}
    >
      <FormField label="Note to the client" optional hint={characterCount(note.length, OFFER_LIMITS.noteMax)}>
        <Textarea
          rows={3}
          maxLength={OFFER_LIMITS.noteMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
    </InterviewActionDialog>
  );
}

function WithdrawOffer({ offer }: { offer: TOffer }) {
  const trpc = useTRPC();
  const refresh = useOfferRefresh();
  const withdraw = useMutation(trpc.offer.withdraw.mutationOptions({ onSuccess: () => void refresh() }));
  return (
    <InterviewActionDialog
      trigger="Withdraw"
      triggerLabel={`Withdraw the offer to ${offer.otherPartyName}`}
      title="Withdraw this offer?"
      description={`${offer.otherPartyName} can no longer accept it.`}
      confirmLabel="Withdraw offer"
      confirmVariant="danger"
      done="Offer withdrawn"
      pending={withdraw.isPending}
      onConfirm={() => withdraw.mutateAsync({ id: offer.id })}
    />
  );
}

/** What the viewer can do with an offer: answer or withdraw it while it waits, open its contract after. */
export function OfferActions({ offer }: { offer: TOffer }) {
  if (offer.status === 'accepted' && offer.contractId !== null) {
    return (
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/contracts/$id" params={{ id: String(offer.contractId) }}>
            View contract
          </Link>
        </Button>
      </div>
    );
  }
  if (offer.status !== 'sent') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {receivedByViewer(offer) ? (
        <>
          <AcceptOffer offer={offer} />
          <DeclineOffer offer={offer} />
        </>
      ) : (
        <WithdrawOffer offer={offer} />
      )}
    </div>
  );
}
