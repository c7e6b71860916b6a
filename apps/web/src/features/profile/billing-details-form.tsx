import {
  countryName,
  TAX_NUMBER_KIND_LABELS,
  TAX_NUMBER_KINDS,
  type TClientBillingInput,
  type TClientProfile,
  type TTaxNumberKind,
  ZClientBillingInput,
} from '@talanta/schema';
import { Alert, Button, FormField, Input, Select, Textarea, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/** What the inputs hold: the chosen kind ('' for none) and the text boxes' text, as typed. */
interface BillingDraft {
  taxNumberKind: TTaxNumberKind | '';
  taxNumber: string;
  country: string;
  billingAddress: string;
}
type BillingField = keyof BillingDraft;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let countries: { value: string; label: string }[] | undefined;

/** Every ISO 3166 country the browser can name, by name: no list of our own to keep. */
function countryOptions() {
  countries ??= [...LETTERS]
    .flatMap((first) => [...LETTERS].map((second) => `${first}${second}`))
    .flatMap((code) => {
      const name = countryName(code);
      return name ? [{ value: code, label: name }] : [];
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return countries;
}

const KIND_OPTIONS = TAX_NUMBER_KINDS.map((kind) => ({ value: kind, label: TAX_NUMBER_KIND_LABELS[kind] }));

function draftOf(profile: TClientProfile): BillingDraft {
  return {
    taxNumberKind: profile.billing.taxNumberKind ?? '',
    taxNumber: profile.billing.taxNumber ?? '',
    country: profile.billing.country ?? '',
    billingAddress: profile.billing.billingAddress ?? '',
  };
}

/**
 * The company's billing details: the tax number and address invoices are made out to and the
 * country that chooses which bank accounts they ask payment into. Issued invoices keep theirs.
 */
export function BillingDetailsForm({ profile }: { profile: TClientProfile }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BillingDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Partial<Record<BillingField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(trpc.profile.updateClientBilling.mutationOptions());
  const change = <F extends BillingField>(field: F, value: BillingDraft[F]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const input: TClientBillingInput = draft;
    const parsed = ZClientBillingInput.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<BillingField, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as BillingField] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(input);
      queryClient.setQueryData(trpc.profile.getClient.queryKey(), saved);
      setDraft(draftOf(saved));
      toast.success('Billing details saved', { description: 'Invoices issued from now on carry them.' });
    } catch (failure) {
      setProblem(messageOf(failure, 'Could not save the billing details. Please try again.'));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Billing details"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Tax number type" optional error={errors.taxNumberKind}>
          <Select
            options={KIND_OPTIONS}
            placeholder="No tax number"
            value={draft.taxNumberKind}
            onValueChange={(value) => change('taxNumberKind', value)}
          />
        </FormField>
        <FormField label="Tax number" optional error={errors.taxNumber}>
          <Input
            autoComplete="off"
            placeholder="P051234567X"
            value={draft.taxNumber}
            onChange={(event) => change('taxNumber', event.target.value)}
          />
        </FormField>
      </div>
      <FormField
        label="Country"
        optional
        error={errors.country}
        hint="Where the company is registered: it chooses the bank account your invoices ask you to pay into."
      >
        <Select
          options={countryOptions()}
          placeholder="Select country"
          autoComplete="country"
          value={draft.country}
          onValueChange={(value) => change('country', value)}
        />
      </FormField>
      <FormField label="Billing address" optional error={errors.billingAddress}>
        <Textarea
          rows={3}
          autoComplete="street-address"
          value={draft.billingAddress}
          onChange={(event) => change('billingAddress', event.target.value)}
        />
      </FormField>
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div>
        <Button type="submit" loading={save.isPending}>
          Save billing details
        </Button>
      </div>
    </form>
  );
}
