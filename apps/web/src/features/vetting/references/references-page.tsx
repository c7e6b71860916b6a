import {
  REFERENCE_RELATIONSHIP_LABELS,
  REFERENCE_RELATIONSHIPS,
  type TMyReference,
  type TRefereeInput,
  type TReferenceRelationship,
  VETTING_REFERENCE_DAYS,
} from '@talanta/schema';
import {
  Alert,
  Button,
  Card,
  CardContent,
  ErrorState,
  FormField,
  Input,
  LoadingState,
  Select,
  toast,
} from '@talanta/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Page } from '@/features/shell/page';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

export const REFERENCES_PAGE = {
  title: 'References',
  description: `Name one or two people you worked with. Each gets an email with a short form, valid for ${VETTING_REFERENCE_DAYS} days.`,
};

const STATUS_WORDS = {
  sent: 'Waiting for their answer',
  answered: 'Answered',
  expired: 'Link expired',
} as const;
const RELATIONSHIP_OPTIONS = REFERENCE_RELATIONSHIPS.map((value) => ({
  value,
  label: REFERENCE_RELATIONSHIP_LABELS[value],
}));

type Row = { name: string; email: string; relationship: TReferenceRelationship | '' };
const EMPTY: Row = { name: '', email: '', relationship: '' };

function toRows(references: TMyReference[]): Row[] {
  const rows = references.map(({ name, email, relationship }) => ({ name, email, relationship }));
  return rows.length === 0 ? [{ ...EMPTY }] : rows;
}

function RefereeStatus({ reference }: { reference: TMyReference }) {
  const timeZone = useViewerTimeZone();
  const when =
    reference.status === 'answered' && reference.answeredAt
      ? formatDay(reference.answeredAt, timeZone)
      : `link valid until ${formatDay(reference.expiresAt, timeZone)}`;
  return (
    <li className="flex flex-col rounded-lg border border-line p-3 text-sm">
      <span className="font-medium text-ink">
        {reference.name} · {REFERENCE_RELATIONSHIP_LABELS[reference.relationship]}
      </span>
      <span className="text-ink-muted">
        {STATUS_WORDS[reference.status]}, {when}
      </span>
    </li>
  );
}

/** /vetting/references (issue 38): the applicant names referees and sees whether each answered. */
export function ReferencesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mine = useQuery(trpc.vetting.myReferences.queryOptions());
  const [rows, setRows] = useState<Row[] | null>(null);
  const save = useMutation(
    trpc.vetting.setReferences.mutationOptions({
      onSuccess: () => {
        toast.success('Referees saved', { description: 'Each new referee gets an email with their link.' });
        setRows(null);
        return Promise.all([
          queryClient.invalidateQueries(trpc.vetting.myReferences.pathFilter()),
          queryClient.invalidateQueries(trpc.vetting.status.pathFilter()),
        ]);
      },
    }),
  );
  if (mine.isPending) {
    return (
      <Page {...REFERENCES_PAGE}>
        <LoadingState label="Loading your referees" />
      </Page>
    );
  }
  if (mine.isError && errorCodeOf(mine.error) === 'NOT_FOUND') {
    return (
      <Page {...REFERENCES_PAGE}>
        <Alert tone="info" title="Apply first">
          Referees are part of your vetting application.{' '}
          <Link to="/developer-onboarding" className="text-accent underline underline-offset-4">
            Start your application
          </Link>
        </Alert>
      </Page>
    );
  }
  if (mine.isError) {
    return (
      <Page {...REFERENCES_PAGE}>
        <ErrorState
          title="We couldn't load your referees"
          message={messageOf(mine.error, 'Please check your connection and try again.')}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      </Page>
    );
  }
  const shown = rows ?? toRows(mine.data.references);
  const change = (index: number, patch: Partial<Row>) =>
    setRows(shown.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      references: shown.map((row) => ({ ...row, relationship: row.relationship })) as TRefereeInput[],
    });
  };
  return (
    <Page {...REFERENCES_PAGE}>
      <div className="flex max-w-2xl flex-col gap-6">
        {mine.data.references.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label="Your referees">
            {mine.data.references.map((reference) => (
              <RefereeStatus key={reference.position} reference={reference} />
            ))}
          </ul>
        )}
        <Card>
          <CardContent>
            <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
              {shown.map((row, index) => (
                <fieldset key={index} className="grid gap-3 sm:grid-cols-3">
                  <legend className="mb-2 text-sm font-semibold text-ink">Referee {index + 1}</legend>
                  <FormField label="Name">
                    <Input
                      value={row.name}
                      autoComplete="off"
                      onChange={(event) => change(index, { name: event.target.value })}
                    />
                  </FormField>
                  <FormField label="Email">
                    <Input
                      type="email"
                      value={row.email}
                      autoComplete="off"
                      onChange={(event) => change(index, { email: event.target.value })}
                    />
                  </FormField>
                  <FormField label="Relationship">
                    <Select
                      placeholder="Choose"
                      options={RELATIONSHIP_OPTIONS}
                      value={row.relationship}
                      onValueChange={(relationship) => change(index, { relationship })}
                    />
                  </FormField>
                </fieldset>
              ))}
              {save.isError && (
                <Alert tone="danger" title="Your referees were not saved">
                  {messageOf(save.error, 'Please try again.')}
                </Alert>
              )}
              <div className="flex flex-wrap gap-3">
                {shown.length < 2 && (
                  <Button type="button" variant="secondary" onClick={() => setRows([...shown, { ...EMPTY }])}>
                    Add a second referee
                  </Button>
                )}
                <Button type="submit" loading={save.isPending}>
                  Send the reference requests
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
