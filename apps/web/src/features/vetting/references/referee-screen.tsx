import { REFERENCE_RELATIONSHIP_LABELS, VETTING_REFERENCE_MESSAGES } from '@talanta/schema';
import { Alert, Button, FormField, Input, LoadingState, Textarea } from '@talanta/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AuthCard } from '@/features/auth/auth-card';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/**
 * /references/{token} (issue 38): a referee answers about an applicant, with no account. The link
 * is single-use and expires; the applicant never reads the answer, admins do.
 */
export function RefereeScreen({ token }: { token: string }) {
  return (
    <AuthCard title="Reference" heading="A reference for Talanta">
      <RefereeForm token={token} />
    </AuthCard>
  );
}

function RefereeForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const request = useQuery(trpc.reference.byToken.queryOptions({ token }, { retry: false }));
  const answer = useMutation(trpc.reference.answer.mutationOptions());
  const [months, setMonths] = useState('');
  const [wouldRehire, setWouldRehire] = useState<boolean | null>(null);
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (answer.isSuccess) {
    return (
      <Alert tone="success" title={VETTING_REFERENCE_MESSAGES.thanks}>
        Talanta's vetting team reads it with the rest of the application. You can close this page.
      </Alert>
    );
  }
  if (request.isPending) return <LoadingState label="Reading your link" />;
  if (request.isError) {
    return (
      <Alert tone="danger" title="This link cannot be used">
        {messageOf(request.error, VETTING_REFERENCE_MESSAGES.invalidLink)}
      </Alert>
    );
  }
  const { applicantName, refereeName, relationship } = request.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const monthsWorkedTogether = Number(months);
    if (months.trim() === '' || !Number.isInteger(monthsWorkedTogether)) {
      setProblem(VETTING_REFERENCE_MESSAGES.months);
      return;
    }
    if (wouldRehire === null) {
      setProblem(VETTING_REFERENCE_MESSAGES.wouldRehire);
      return;
    }
    setProblem(null);
    answer.mutate({ token, monthsWorkedTogether, wouldRehire, comments });
  };
  const error = problem ?? (answer.isError ? messageOf(answer.error, 'Please try again.') : null);
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <p className="text-ink-muted">
        Hello {refereeName}. <span className="font-semibold text-ink">{applicantName}</span> applied to join
        Talanta as a software developer and named you as a referee (
        {REFERENCE_RELATIONSHIP_LABELS[relationship].toLowerCase()}). Three short questions; your answer goes
        to our vetting team only.
      </p>
      <FormField label="How many months did you work together?">
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={600}
          value={months}
          onChange={(event) => setMonths(event.target.value)}
        />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Would you work with them again?</legend>
        {[
          { value: true, label: 'Yes' },
          { value: false, label: 'No' },
        ].map((choice) => (
          <label key={choice.label} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="would-rehire"
              className="size-4 accent-accent"
              checked={wouldRehire === choice.value}
              onChange={() => setWouldRehire(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <FormField label="Anything we should know?" optional>
        <Textarea
          value={comments}
          rows={4}
          maxLength={2000}
          onChange={(event) => setComments(event.target.value)}
        />
      </FormField>
      {error && (
        <Alert tone="danger" title="Your reference was not sent">
          {error}
        </Alert>
      )}
      <Button type="submit" loading={answer.isPending}>
        Send my reference
      </Button>
    </form>
  );
}
