import { REFERENCE_RELATIONSHIP_LABELS, VETTING_REFERENCE_MESSAGES } from '@talanta/schema';
import { Alert, Button, FormField, Input, LoadingState, Textarea } from '@talanta/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AuthCard } from '@/features/auth/auth-card';
import { messageOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { Trans } from '@/lib/i18n-react';
import { useTRPC } from '@/lib/trpc';

/**
 * /references/{token} (issue 38): a referee answers about an applicant, with no account. The link
 * is single-use and expires; the applicant never reads the answer, admins do. Its texts are the
 * `references` catalogue's, its validation and server messages the `forms` one's.
 */
export function RefereeScreen({ token }: { token: string }) {
  const t = useT();
  return (
    <AuthCard title={t('Reference')} heading={t('A reference for Talanta')}>
      <RefereeForm token={token} />
    </AuthCard>
  );
}

function RefereeForm({ token }: { token: string }) {
  const t = useT();
  const trpc = useTRPC();
  const request = useQuery(trpc.reference.byToken.queryOptions({ token }, { retry: false }));
  const answer = useMutation(trpc.reference.answer.mutationOptions());
  const [months, setMonths] = useState('');
  const [wouldRehire, setWouldRehire] = useState<boolean | null>(null);
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (answer.isSuccess) {
    return (
      <Alert tone="success" title={t.text(VETTING_REFERENCE_MESSAGES.thanks)}>
        {t("Talanta's vetting team reads it with the rest of the application. You can close this page.")}
      </Alert>
    );
  }
  if (request.isPending) return <LoadingState label={t('Reading your link')} />;
  if (request.isError) {
    return (
      <Alert tone="danger" title={t('This link cannot be used')}>
        {t.text(messageOf(request.error, VETTING_REFERENCE_MESSAGES.invalidLink))}
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
  const problemText = problem ?? (answer.isError ? messageOf(answer.error, 'Please try again.') : null);
  const error = problemText && t.text(problemText);
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <p className="text-ink-muted">
        {/* The names are the applicant's words (and the people's own), never translated. */}
        <Trans
          id="Hello {refereeName}. <0>{applicantName}</0> applied to join Talanta as a software developer and named you as a referee ({relationship}). Three short questions; your answer goes to our vetting team only."
          values={{
            refereeName: <span translate="no">{refereeName}</span>,
            applicantName,
            relationship: t.text(REFERENCE_RELATIONSHIP_LABELS[relationship].toLowerCase()),
          }}
          components={{ 0: <span translate="no" className="font-semibold text-ink" /> }}
        />
      </p>
      <FormField label={t('How many months did you work together?')}>
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
        <legend className="mb-1 text-sm font-medium text-ink">{t('Would you work with them again?')}</legend>
        {[
          { value: true, label: t('Yes') },
          { value: false, label: t('No') },
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
      <FormField label={t('Anything we should know?')} optional>
        <Textarea
          value={comments}
          rows={4}
          maxLength={2000}
          onChange={(event) => setComments(event.target.value)}
        />
      </FormField>
      {error && (
        <Alert tone="danger" title={t('Your reference was not sent')}>
          {error}
        </Alert>
      )}
      <Button type="submit" loading={answer.isPending}>
        {t('Send my reference')}
      </Button>
    </form>
  );
}
