import {
  CONTRACT_END_KIND_LABELS,
  CONTRACT_LIMITS,
  CONTRACT_MESSAGES,
  type TContract,
  type TContractEndKind,
} from '@talanta/schema';
import { FormField, RadioCardGroup, type RadioCardOption, Textarea } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { useOfferRefresh } from '@/features/offer/use-offer-refresh';
import { characterCount } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

const DESCRIPTIONS: Record<TContractEndKind, string> = {
  completed: 'The work is done.',
  not_a_fit:
    'Inside the trial: you are not billed for its hours; the developer is paid for the approved ones by Talanta.',
  budget: 'The money for this work has run out.',
  other: 'Say why in the note.',
};

/** The reasons the viewer may choose: not a fit is the client's, and only during the trial. */
function reasonsFor(contract: TContract): RadioCardOption<TContractEndKind>[] {
  const clientInTrial = contract.otherParty === 'developer' && contract.inTrial;
  const kinds: TContractEndKind[] = clientInTrial
    ? ['not_a_fit', 'completed', 'budget', 'other']
    : ['completed', 'budget', 'other'];
  return kinds.map((kind) => ({
    value: kind,
    label: CONTRACT_END_KIND_LABELS[kind],
    description: DESCRIPTIONS[kind],
  }));
}

/** "End contract": either party, with a reason and a note the other side reads on the contract. */
export function EndContractDialog({ contract }: { contract: TContract }) {
  const trpc = useTRPC();
  const [kind, setKind] = useState<TContractEndKind | undefined>(undefined);
  const [note, setNote] = useState('');
  const refresh = useOfferRefresh();
  const end = useMutation(trpc.contract.end.mutationOptions({ onSuccess: () => void refresh() }));
  return (
    <InterviewActionDialog
      trigger="End contract"
      triggerVariant="danger"
      title="End this contract?"
      description={`${contract.otherPartyName} is told it ended and why. Hours can still be logged up to today, and no later.`}
      confirmLabel="End contract"
      confirmVariant="danger"
      done="Contract ended"
      pending={end.isPending}
      onOpenChange={() => {
        setKind(undefined);
        setNote('');
      }}
      onConfirm={async () => {
        // Shown in the dialog, which stays open for the choice to be made.
        if (kind === undefined) return CONTRACT_MESSAGES.endReason;
        if (kind === 'other' && note.trim().length === 0) return CONTRACT_MESSAGES.endNote;
        await end.mutateAsync({ id: contract.id, reason: kind, note });
      }}
    >
      <RadioCardGroup
        legend="Why is it ending?"
        name={`end-${contract.id}`}
        value={kind}
        onChange={setKind}
        options={reasonsFor(contract)}
      />
      <FormField
        label="Note"
        optional={kind !== 'other'}
        hint={characterCount(note.length, CONTRACT_LIMITS.endReasonMax)}
      >
        <Textarea
          rows={3}
          maxLength={CONTRACT_LIMITS.endReasonMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
    </InterviewActionDialog>
  );
}
