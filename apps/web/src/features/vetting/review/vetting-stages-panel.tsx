import {
  SCORECARD_RATING_LABELS,
  SCORECARD_RATINGS,
  SCORECARD_SCALE,
  type TScorecardRatings,
  type TScorecardRecommendation,
  type TVettingStageKey,
  type TVettingStageReview,
  type TVettingStageState,
  type TVettingSubmission,
  VETTING_STAGE_LABELS,
  VETTING_STAGE_STATES,
} from '@talanta/schema';
import { Button, FormField, Select, Textarea, toast } from '@talanta/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { VettingInterviewRow } from './vetting-interview-row';

const STATE_OPTIONS = VETTING_STAGE_STATES.map((state) => ({
  value: state,
  label: {
    pending: 'Pending',
    scheduled: 'Scheduled',
    passed: 'Passed',
    failed: 'Failed',
    skipped: 'Skipped',
  }[state],
}));

/** Records stages and the scorecard, then reloads the review lists (the dialog reads from them). */
function useStageMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.vetting.list.pathFilter()),
      queryClient.invalidateQueries(trpc.vetting.scorecard.pathFilter()),
    ]);
  const failed = (title: string) => (error: unknown) =>
    toast.error(title, { description: messageOf(error, 'Please try again.') });
  const setStage = useMutation(
    trpc.vetting.setStage.mutationOptions({ onSettled: refresh, onError: failed('Stage not saved') }),
  );
  const saveScorecard = useMutation(
    trpc.vetting.saveScorecard.mutationOptions({
      onSettled: refresh,
      onError: failed('Scorecard not saved'),
      onSuccess: () => toast.success('Scorecard saved'),
    }),
  );
  return { setStage, saveScorecard };
}

function StageRow({
  application,
  stage,
  editable,
  onChange,
}: {
  application: TVettingSubmission;
  stage: TVettingStageReview;
  editable: boolean;
  onChange: (change: {
    stage: TVettingStageKey;
    state: TVettingStageState;
    required?: boolean;
    extraTime?: boolean;
  }) => void;
}) {
  const timeZone = useViewerTimeZone();
  const label = VETTING_STAGE_LABELS[stage.key];
  const at = stage.completedAt ?? stage.scheduledAt;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col">
        <span className="font-medium text-ink">{label}</span>
        <span className="text-xs text-ink-subtle">
          {stage.key === 'assessment' && stage.score !== null && `${stage.score}% · `}
          {stage.key === 'assessment' && stage.extraTime && 'Extra time · '}
          {at ? formatDay(at, timeZone) : 'No date yet'}
          {stage.notes && ` · ${stage.notes}`}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {stage.key === 'assessment' && (
          // Granted on request before the attempt starts (ADR 0033).
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              checked={stage.extraTime}
              disabled={!editable || stage.state !== 'pending'}
              onChange={(event) =>
                onChange({ stage: stage.key, state: stage.state, extraTime: event.target.checked })
              }
            />
            Extra time
          </label>
        )}
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={stage.required}
            disabled={!editable || stage.key === 'application'}
            onChange={(event) =>
              onChange({ stage: stage.key, state: stage.state, required: event.target.checked })
            }
          />
          Required
        </label>
        <Select
          inline
          aria-label={`${label} state for ${application.firstName} ${application.lastName}`}
          options={STATE_OPTIONS}
          value={stage.state}
          disabled={!editable}
          onValueChange={(state) => state && onChange({ stage: stage.key, state })}
        />
      </div>
    </li>
  );
}

const EMPTY_RATINGS = { problemSolving: 3, communication: 3, codeQuality: 3, technicalDepth: 3, english: 3 };
const RATING_OPTIONS = ([1, 2, 3, 4] as const).map((value) => ({
  value: String(value),
  label: `${value}: ${SCORECARD_SCALE[value]}`,
}));

/** The vetting interview's scorecard: hire passes the interview stage, no hire fails it. */
function ScorecardForm({ application, editable }: { application: TVettingSubmission; editable: boolean }) {
  const trpc = useTRPC();
  const saved = useQuery(trpc.vetting.scorecard.queryOptions({ id: application.id }, { retry: false }));
  const { saveScorecard } = useStageMutations();
  const [ratings, setRatings] = useState<TScorecardRatings | null>(null);
  const [recommendation, setRecommendation] = useState<TScorecardRecommendation | ''>('');
  const [notes, setNotes] = useState<string | null>(null);
  if (saved.isPending) return <p className="text-sm text-ink-muted">Loading the scorecard…</p>;
  if (saved.isError && errorCodeOf(saved.error) !== 'NOT_FOUND') {
    return (
      <p className="text-sm text-danger">{messageOf(saved.error, 'The scorecard could not be loaded.')}</p>
    );
  }
  const current = saved.data;
  const shownRatings = ratings ?? current?.ratings ?? EMPTY_RATINGS;
  const shownRecommendation = recommendation || current?.recommendation || '';
  const shownNotes = notes ?? current?.notes ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shownRecommendation) {
      toast.error('Choose a recommendation');
      return;
    }
    saveScorecard.mutate({
      id: application.id,
      ratings: shownRatings,
      recommendation: shownRecommendation,
      ...(shownNotes.trim() && { notes: shownNotes.trim() }),
    });
  };
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-line p-3"
      onSubmit={submit}
      aria-label="Interview scorecard"
    >
      <p className="font-medium text-ink">
        Interview scorecard
        {current && (
          <span className="ml-2 text-sm font-normal text-ink-muted">average {current.average}</span>
        )}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {SCORECARD_RATINGS.map((key) => (
          <FormField key={key} label={SCORECARD_RATING_LABELS[key]}>
            <Select
              options={RATING_OPTIONS}
              value={String(shownRatings[key])}
              disabled={!editable}
              onValueChange={(value) => value && setRatings({ ...shownRatings, [key]: Number(value) })}
            />
          </FormField>
        ))}
        <FormField label="Recommendation">
          <Select
            placeholder="Choose"
            options={[
              { value: 'hire', label: 'Hire' },
              { value: 'no_hire', label: 'No hire' },
            ]}
            value={shownRecommendation}
            disabled={!editable}
            onValueChange={(value) => setRecommendation(value)}
          />
        </FormField>
      </div>
      <FormField label="Notes" optional>
        <Textarea
          value={shownNotes}
          rows={3}
          disabled={!editable}
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>
      {editable && (
        <Button type="submit" size="sm" className="self-end" disabled={saveScorecard.isPending}>
          Save scorecard
        </Button>
      )}
    </form>
  );
}

/**
 * The submission's vetting stages for the admin (issue 38): each stage's state and whether approval
 * waits for it, changed in place; the vetting interview (proposed through the interview feature)
 * and its scorecard. Read-only once decided.
 */
export function VettingStagesPanel({ application }: { application: TVettingSubmission }) {
  const { setStage } = useStageMutations();
  const editable = application.status === 'pending';
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`stages-${application.id}`}>
      <h3
        id={`stages-${application.id}`}
        className="text-xs font-semibold tracking-wide text-ink-subtle uppercase"
      >
        Vetting stages
      </h3>
      <ol className="flex flex-col gap-2">
        {application.stages.map((stage) => (
          <StageRow
            key={stage.key}
            application={application}
            stage={stage}
            editable={editable && !setStage.isPending}
            onChange={(change) => setStage.mutate({ id: application.id, ...change })}
          />
        ))}
      </ol>
      <VettingInterviewRow application={application} editable={editable} />
      <ScorecardForm application={application} editable={editable} />
    </section>
  );
}
