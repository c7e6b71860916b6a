import type { TAssessmentResult, TAssessmentStart } from '@talanta/schema';
import { Button, toast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';

/** mm:ss of what is left, never below zero. */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** What screen readers hear, once each, as the end nears (WCAG 2.2.1: the person is warned). */
function warningFor(msLeft: number): string | null {
  if (msLeft <= 60_000) return 'One minute left.';
  if (msLeft <= 5 * 60_000) return 'Five minutes left.';
  return null;
}

const storageKey = (attemptId: number) => `talanta.assessment.${attemptId}`;

/** The choices made so far, kept in this tab so a reload does not lose them. */
function useAnswers(attemptId: number) {
  const [answers, setAnswers] = useState<Record<number, number>>({});
  useEffect(() => {
    const saved = sessionStorage.getItem(storageKey(attemptId));
    if (saved) setAnswers(JSON.parse(saved) as Record<number, number>);
  }, [attemptId]);
  const choose = (questionId: number, choiceIndex: number) =>
    setAnswers((current) => {
      const next = { ...current, [questionId]: choiceIndex };
      sessionStorage.setItem(storageKey(attemptId), JSON.stringify(next));
      return next;
    });
  return { answers, choose };
}

/**
 * The timed test (issue 38): every question with its choices, the time left, Submit. The server
 * grades; when the time runs out the answers so far are sent at once.
 */
export function AssessmentTest({
  attempt,
  onResult,
}: {
  attempt: TAssessmentStart;
  onResult: (result: TAssessmentResult | null) => void;
}) {
  const trpc = useTRPC();
  const now = useNow(1000);
  const { answers, choose } = useAnswers(attempt.attemptId);
  const msLeft = Date.parse(attempt.expiresAt) - now;
  const submit = useMutation(
    trpc.vetting.assessmentSubmit.mutationOptions({
      onSuccess: (result) => {
        sessionStorage.removeItem(storageKey(attempt.attemptId));
        onResult(result);
      },
      onError: (error) => {
        toast.error('Your answers were not sent', { description: messageOf(error, 'Please try again.') });
        // Over time or already sent: the stage says what became of it.
        if (msLeft <= 0) onResult(null);
      },
    }),
  );
  const send = () =>
    submit.mutate({
      attemptId: attempt.attemptId,
      answers: Object.entries(answers).map(([questionId, choiceIndex]) => ({
        questionId: Number(questionId),
        choiceIndex,
      })),
    });
  const sentAtEnd = useRef(false);
  useEffect(() => {
    if (msLeft <= 0 && !sentAtEnd.current && !submit.isPending && !submit.isSuccess) {
      sentAtEnd.current = true;
      send();
    }
  });
  const answered = Object.keys(answers).length;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Assessment">
      <div className="sticky top-16 z-10 flex items-center justify-between gap-4 rounded-lg border border-line bg-surface px-4 py-3">
        <p className="text-sm text-ink-muted">
          {answered} of {attempt.questions.length} answered
        </p>
        <p className="font-mono text-lg text-ink" role="timer" aria-label="Time left">
          {clock(msLeft)}
        </p>
        <p className="sr-only" aria-live="polite">
          {warningFor(msLeft)}
        </p>
      </div>
      <ol className="flex flex-col gap-6">
        {attempt.questions.map((question, index) => (
          <li key={question.id}>
            <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
              <legend className="px-1 font-medium whitespace-pre-line text-ink">
                <span className="text-ink-subtle">{index + 1}. </span>
                {question.prompt}
              </legend>
              {question.choices.map((choice, choiceIndex) => (
                <label
                  key={choice}
                  className="flex items-start gap-3 rounded-md p-2 text-sm text-ink hover:bg-surface-raised"
                >
                  <input
                    type="radio"
                    className="mt-0.5 size-4 accent-accent"
                    name={`question-${question.id}`}
                    checked={answers[question.id] === choiceIndex}
                    onChange={() => choose(question.id, choiceIndex)}
                  />
                  <span className="whitespace-pre-line">{choice}</span>
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <Button type="submit" className="self-end" disabled={submit.isPending || msLeft <= 0}>
        {submit.isPending ? 'Sending…' : 'Submit my answers'}
      </Button>
    </form>
  );
}
