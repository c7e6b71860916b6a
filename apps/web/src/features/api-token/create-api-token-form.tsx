import { API_TOKEN_LIMITS, type TCreatedApiToken, ZCreateApiTokenInput } from '@talanta/schema';
import { Button, FormField, Input, RadioCardGroup, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

type Access = 'read' | 'write';
type Field = 'name' | 'scopes' | 'expiresInDays';

const ACCESS_OPTIONS = [
  { value: 'read', label: 'Read only', description: 'Look things up; every change is refused' },
  { value: 'write', label: 'Read and write', description: 'Everything you can do yourself' },
] as const;

/** The form's text as the request: an empty expiry means the token never expires. */
function requestOf(name: string, access: Access, days: string) {
  return {
    name,
    scopes: access === 'write' ? ['read', 'write'] : ['read'],
    ...(days.trim() === '' ? {} : { expiresInDays: Number(days) }),
  };
}

/** Create an API token: name, access and optional expiry, checked with the API's own schema. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (created: TCreatedApiToken) => void }) {
  const trpc = useTRPC();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Access>('read');
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.apiToken.create.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries(trpc.apiToken.list.pathFilter()),
    }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateApiTokenInput.safeParse(requestOf(name, access, days));
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      onCreated(await create.mutateAsync(parsed.data));
      setName('');
      setDays('');
    } catch (error) {
      toast.error('Token not created', { description: messageOf(error, 'Please try again.') });
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Create an API token"
    >
      <FormField label="Token name" error={errors.name} hint="What it is for, e.g. “CI deploys”">
        <Input
          value={name}
          maxLength={API_TOKEN_LIMITS.nameMax}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <RadioCardGroup
        legend="Access"
        name="api-token-access"
        value={access}
        onChange={setAccess}
        options={ACCESS_OPTIONS}
        error={errors.scopes}
      />
      <FormField
        label="Expires after (days)"
        optional
        error={errors.expiresInDays}
        hint={`${API_TOKEN_LIMITS.expiresInDaysMin}-${API_TOKEN_LIMITS.expiresInDaysMax} days; empty: never expires`}
      >
        <Input inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? 'Creating...' : 'Create token'}
        </Button>
      </div>
    </form>
  );
}
