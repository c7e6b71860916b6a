import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSignedInUser } from '@/features/auth/session-user';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import {
  checkOfferDraft,
  emptyOfferDraft,
  type OfferDraft,
  type OfferField,
  type OfferFieldErrors,
  type OfferRecipient,
} from './offer-draft';
import { useOfferRefresh } from './use-offer-refresh';

/**
 * The offer form's state: the draft, the field errors (cleared as the field is edited), the
 * server's refusal, and `send`, which checks the draft and creates the offer. `send` answers
 * whether the offer was made.
 */
export function useOfferForm() {
  const trpc = useTRPC();
  const zone = useSignedInUser().timeZone;
  const [draft, setDraft] = useState<OfferDraft>(() => emptyOfferDraft(zone));
  const [errors, setErrors] = useState<OfferFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useOfferRefresh();
  const create = useMutation(trpc.offer.create.mutationOptions({ onSuccess: () => void refresh() }));

  const change = (field: OfferField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reset = () => {
    setDraft(emptyOfferDraft(zone));
    setErrors({});
    setProblem(null);
  };

  const send = async (recipient: OfferRecipient): Promise<boolean> => {
    setProblem(null);
    const checked = checkOfferDraft(draft, recipient, zone);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return false;
    }
    try {
      await create.mutateAsync(checked.input);
      return true;
    } catch (error) {
      setProblem(messageOf(error, 'The offer could not be sent. Please try again.'));
      return false;
    }
  };

  return {
    draft,
    errors,
    problem,
    change,
    reset,
    send,
    pending: create.isPending,
    today: emptyOfferDraft(zone).startDate,
  };
}

export type OfferForm = ReturnType<typeof useOfferForm>;
