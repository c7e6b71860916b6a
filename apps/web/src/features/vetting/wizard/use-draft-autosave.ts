import type { TVettingStep } from '@talanta/schema';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import { draftOf, type WizardValues } from './wizard-values';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Typing pauses this long before the draft is saved; a step change saves at once. */
const DEBOUNCE_MS = 800;

/**
 * Saves the wizard's draft to the server as the person goes: after a pause in typing and at every
 * step change. Saves run one after another (the first one starts the session cookie the next ones
 * need) and nothing is sent until something changed.
 */
export function useDraftAutosave(step: TVettingStep, values: WizardValues) {
  const trpc = useTRPC();
  const { mutateAsync } = useMutation(trpc.vetting.saveDraft.mutationOptions());
  const draftJson = JSON.stringify(draftOf(step, values));
  const lastSaved = useRef(draftJson);
  const lastStep = useRef(step);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const paused = useRef(false);
  const [status, setStatus] = useState<SaveStatus>('idle');

  const save = useCallback(
    (json: string) => {
      queue.current = queue.current.then(async () => {
        if (paused.current || json === lastSaved.current) return;
        setStatus('saving');
        try {
          await mutateAsync(JSON.parse(json));
          lastSaved.current = json;
          setStatus('saved');
        } catch {
          setStatus('error');
        }
      });
      return queue.current;
    },
    [mutateAsync],
  );

  useEffect(() => {
    const stepChanged = lastStep.current !== step;
    lastStep.current = step;
    if (draftJson === lastSaved.current) return;
    if (stepChanged) {
      void save(draftJson);
      return;
    }
    const timer = setTimeout(() => void save(draftJson), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftJson, step, save]);

  return {
    status,
    /** Stops saving and waits for a save already under way (before submitting). */
    pause: useCallback(async () => {
      paused.current = true;
      await queue.current;
    }, []),
    resume: useCallback(() => {
      paused.current = false;
    }, []),
  };
}
