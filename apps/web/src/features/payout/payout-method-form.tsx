import {
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHOD_TYPES,
  type TPayoutMethodType,
  type TSetPayoutMethodInput,
} from '@talanta/schema';
import { Alert, Button, FormField, Input, Select, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

type Field = 'holderName' | 'phoneNumber' | 'accountNumber' | 'ifsc' | 'vpa' | 'iban' | 'bic';

/** The fields each kind of account asks for, with the hint its format needs. */
const FIELDS: Record<
  TPayoutMethodType,
  { field: Field; label: string; hint?: string; optional?: boolean }[]
> = {
  mpesa: [
    {
      field: 'phoneNumber',
      label: 'M-Pesa phone number',
      hint: 'A Kenyan mobile number, e.g. 0712 345 678.',
    },
  ],
  bank_in: [
    { field: 'accountNumber', label: 'Account number', hint: '9 to 18 digits.' },
    { field: 'ifsc', label: 'IFSC', hint: 'On your cheque book or passbook, e.g. SBIN0005943.' },
  ],
  upi: [{ field: 'vpa', label: 'UPI ID', hint: 'e.g. name@okhdfcbank.' }],
  bank_intl: [
    {
      field: 'iban',
      label: 'IBAN',
      hint: 'Or, where your bank has no IBAN, the account number and SWIFT/BIC.',
      optional: true,
    },
    { field: 'accountNumber', label: 'Account number', optional: true },
    { field: 'bic', label: 'SWIFT/BIC', hint: '8 or 11 characters.', optional: true },
  ],
};

const TYPE_OPTIONS = PAYOUT_METHOD_TYPES.map((type) => ({ value: type, label: PAYOUT_METHOD_LABELS[type] }));

/**
 * Where the developer is paid: the kind of account, its details and the password (the server
 * checks each format and says which rule a field breaks). Saved, it shows masked, held a day.
 */
export function PayoutMethodForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [type, setType] = useState<TPayoutMethodType>('mpesa');
  const [values, setValues] = useState<Partial<Record<Field, string>>>({});
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(trpc.payoutMethod.set.mutationOptions());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const fields = Object.fromEntries(
      [...FIELDS[type].map((item) => item.field), 'holderName']
        .map((field) => [field, values[field as Field]?.trim() ?? ''])
        .filter(([, value]) => value !== ''),
    );
    try {
      const saved = await save.mutateAsync({ type, ...fields, password } as TSetPayoutMethodInput);
      queryClient.setQueryData(trpc.payoutMethod.get.queryKey(), saved);
      toast.success('Payout method saved', {
        description: 'Payouts go to it from 24 hours after this change.',
      });
      onDone();
    } catch (failure) {
      setProblem(messageOf(failure, 'Could not save the payout method. Please try again.'));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Payout method"
    >
      <FormField label="How you are paid">
        <Select options={TYPE_OPTIONS} value={type} onValueChange={(value) => value && setType(value)} />
      </FormField>
      <FormField label="Account holder’s name" hint="As your bank or M-Pesa knows you.">
        <Input
          autoComplete="name"
          value={values.holderName ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, holderName: event.target.value }))}
        />
      </FormField>
      {FIELDS[type].map((item) => (
        <FormField key={`${type}-${item.field}`} label={item.label} hint={item.hint} optional={item.optional}>
          <Input
            autoComplete="off"
            value={values[item.field] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [item.field]: event.target.value }))}
          />
        </FormField>
      ))}
      <FormField label="Your password" hint="Changing where you are paid needs your password.">
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          Save payout method
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
