import {
  EMAIL_DIGESTS,
  EMAIL_KINDS_OF_ROLE,
  type TEmailDigest,
  type TEmailPreference,
} from '@talanta/schema';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  LoadingState,
  Select,
  toast,
} from '@talanta/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSignedInUser } from '@/features/auth/session-user';
import { messageOf } from '@/lib/errors';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';

type Choice = Partial<Pick<TEmailPreference, 'emailEnabled' | 'digest'>>;

const DIGEST_OPTIONS: { value: TEmailDigest; label: string }[] = EMAIL_DIGESTS.map((value) => ({
  value,
  label: { off: 'Right away', daily: 'Daily digest', weekly: 'Weekly digest' }[value],
}));

/**
 * Account Settings' email preferences (issue 15), the target of every email's "email settings"
 * link (#email-preferences): per kind, email on or off, and right away or gathered into a digest.
 * Each change saves at once.
 */
export function EmailPreferencesSection() {
  return (
    <Card id="email-preferences" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Email notifications</CardTitle>
        <p className="text-sm text-ink-muted">
          Choose which emails you get, and whether they come right away or as one digest. Account security
          emails are always sent.
        </p>
      </CardHeader>
      <CardContent>
        <QueryBoundary
          pending={<LoadingState label="Loading your email preferences" />}
          failed={({ retry }) => (
            <ErrorState title="Your email preferences could not be loaded" onRetry={retry} />
          )}
        >
          <PreferenceList />
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}

function PreferenceList() {
  const trpc = useTRPC();
  const role = useSignedInUser().role;
  const {
    data: { items: every },
  } = useSuspenseQuery(trpc.emailPreference.list.queryOptions());
  const kinds = EMAIL_KINDS_OF_ROLE[role];
  const items = kinds ? every.filter((item) => kinds.includes(item.kind)) : every;
  const queryClient = useQueryClient();
  // The box and the choice move at once: the choice is held here, set in the click's own render (a
  // controlled box would not show a change that reached React a moment later, through the cache),
  // until the server's list is back; a refused change then shows what the server holds.
  const [choices, setChoices] = useState<Partial<Record<TEmailPreference['kind'], Choice>>>({});
  const update = useMutation(
    trpc.emailPreference.update.mutationOptions({
      onSettled: async (_data, _error, change) => {
        await queryClient.invalidateQueries(trpc.emailPreference.list.pathFilter());
        setChoices(({ [change.kind]: _settled, ...pending }) => pending);
      },
    }),
  );
  const save = async (item: TEmailPreference, change: Choice) => {
    setChoices((current) => ({ ...current, [item.kind]: { ...current[item.kind], ...change } }));
    try {
      await update.mutateAsync({
        kind: item.kind,
        emailEnabled: item.emailEnabled,
        digest: item.digest,
        ...change,
      });
      toast.success('Email preferences saved', { description: item.label });
    } catch (error) {
      toast.error('Email preferences not saved', { description: messageOf(error, 'Please try again.') });
    }
  };
  return (
    <ul aria-label="Notification kinds" className="flex flex-col divide-y divide-line">
      {items.map((listed) => {
        const item = { ...listed, ...choices[listed.kind] };
        const checkboxId = `email-${item.kind}`;
        return (
          <li
            key={item.kind}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-center gap-3">
              <input
                id={checkboxId}
                type="checkbox"
                checked={item.emailEnabled}
                onChange={(event) => void save(item, { emailEnabled: event.target.checked })}
                className="size-4 accent-accent"
              />
              <label htmlFor={checkboxId} className="text-sm text-ink">
                {item.label}
              </label>
            </div>
            <Select
              aria-label={`When to send ${item.label}`}
              options={DIGEST_OPTIONS}
              value={item.digest}
              disabled={!item.emailEnabled}
              onValueChange={(digest) => void save(item, { digest: digest || 'off' })}
              inline
              className="w-full sm:w-44"
            />
          </li>
        );
      })}
    </ul>
  );
}
