import {
  MAX_VETTING_PROJECTS,
  type TVettingDraft,
  type TVettingIssue,
  type TVettingStep,
  type TVettingSubmitResult,
  VETTING_MESSAGES,
  VETTING_STEP_COUNT,
  VETTING_STEPS,
  vettingIssues,
  ZVettingSubmissionInput,
} from '@talanta/schema';
import { Button, Card, toast, useRenewingToast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { type Translate, useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';
import { applyFailureDescription } from './apply-failure';
import { OnlineProfilesStep } from './steps/online-profiles-step';
import { PersonalDetailsStep } from './steps/personal-details-step';
import { ProjectsStep } from './steps/projects-step';
import { ReviewStep } from './steps/review-step';
import { SkillsStep } from './steps/skills-step';
import { useDraftAutosave } from './use-draft-autosave';
import { messageText } from './wizard-messages';
import { WizardProgress } from './wizard-progress';
import {
  applicationInputOf,
  emptyProject,
  type ProjectField,
  type TextField,
  valuesFromDraft,
  type WizardValues,
} from './wizard-values';

const stepIntroOf = (t: Translate, step: TVettingStep): string =>
  ({
    1: t('Tell us who you are and how to reach you.'),
    2: t('Where can we see your code and your career?'),
    3: t('What you work on, for how long, and with which tools.'),
    4: t(
      'Up to 3 projects you are proud of. Each needs a name and a description of at least 10 characters; a link is welcome.',
    ),
    5: t('Check your details, then send your application to our team.'),
  })[step];

const INCOMPLETE_TOAST = 'onboarding-incomplete';

const firstStepOf = (issues: TVettingIssue[]) =>
  Math.min(...issues.map((issue) => issue.step)) as TVettingStep;

interface VettingWizardProps {
  initialDraft: TVettingDraft | null;
  onSubmitted: (result: TVettingSubmitResult, firstName: string) => void;
}

/**
 * The five-step onboarding of spec 001: each step's fields are checked before Next (the step
 * gates of §5), the last step re-checks everything and submits; the draft is saved as one goes.
 */
export function VettingWizard({ initialDraft, onSubmitted }: VettingWizardProps) {
  const trpc = useTRPC();
  const t = useT();
  const [initial] = useState(() => valuesFromDraft(initialDraft));
  const [step, setStep] = useState<TVettingStep>(initial.step);
  const [values, setValues] = useState<WizardValues>(initial.values);
  /** Steps whose Next (or Submit) was refused: their errors show, and update as one types. */
  const [checked, setChecked] = useState<ReadonlySet<TVettingStep>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState<'heading' | 'invalid' | null>(null);
  const incompleteToast = useRenewingToast(INCOMPLETE_TOAST);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const autosave = useDraftAutosave(step, values);
  const submit = useMutation(trpc.vetting.submit.mutationOptions());

  const issues = useMemo(() => vettingIssues(applicationInputOf(values)), [values]);
  const errors = useMemo(() => {
    const shown: Record<string, string> = { ...serverErrors };
    for (const issue of issues) {
      if ((checked.has(issue.step) || checked.has(5)) && !shown[issue.path])
        shown[issue.path] = issue.message;
    }
    return shown;
  }, [issues, checked, serverErrors]);
  // Messages arrive in English (the shared schema's, the server's) and are shown in the page's language.
  const errorOf = (path: string) => {
    const message = errors[path];
    return message === undefined ? undefined : messageText(t, message);
  };

  useEffect(() => {
    if (focusRequest === 'heading') headingRef.current?.focus();
    if (focusRequest === 'invalid') {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const target = invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('button') : invalid;
      (target ?? headingRef.current)?.focus();
    }
    setFocusRequest(null);
  }, [focusRequest]);

  const goToStep = (next: TVettingStep) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    setFocusRequest('heading');
  };

  const setField = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const setSkills = (skills: string[]) => setValues((current) => ({ ...current, skills }));
  const setProjectField = (index: number, field: ProjectField, value: string) =>
    setValues((current) => ({
      ...current,
      projects: current.projects.map((project, i) =>
        i === index ? { ...project, [field]: value } : project,
      ),
    }));
  const addProject = () =>
    setValues((current) =>
      current.projects.length >= MAX_VETTING_PROJECTS
        ? current
        : { ...current, projects: [...current.projects, emptyProject()] },
    );
  const removeProject = (index: number) =>
    setValues((current) => ({ ...current, projects: current.projects.filter((_, i) => i !== index) }));

  const refuse = (refusedStep: TVettingStep, description?: string) => {
    setChecked((current) => new Set(current).add(refusedStep));
    incompleteToast.error(
      messageText(t, VETTING_MESSAGES.incompleteStep),
      description === undefined ? undefined : messageText(t, description),
    );
  };

  async function submitApplication() {
    if (issues.length > 0) {
      refuse(5, VETTING_MESSAGES.incompleteApplication);
      goToStep(firstStepOf(issues));
      setFocusRequest('invalid');
      return;
    }
    const payload = ZVettingSubmissionInput.parse(applicationInputOf(values));
    await autosave.pause();
    try {
      const result = await submit.mutateAsync(payload);
      incompleteToast.dismiss();
      onSubmitted(result, payload.firstName);
    } catch (error) {
      autosave.resume();
      const serverMessage = messageOf(error, '');
      const description = applyFailureDescription(serverMessage);
      if (errorCodeOf(error) === 'CONFLICT') setServerErrors({ email: description });
      toast.error(t('Application Failed'), { description: messageText(t, description) });
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (step === VETTING_STEP_COUNT) {
      void submitApplication();
      return;
    }
    if (issues.some((issue) => issue.step === step)) {
      refuse(step);
      setFocusRequest('invalid');
      return;
    }
    incompleteToast.dismiss();
    goToStep((step + 1) as TVettingStep);
  };

  const title = t.text(VETTING_STEPS[step - 1]?.title);
  const stepProps = { values, errorOf, setField };
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-line p-5 sm:p-6">
        <WizardProgress step={step} saveStatus={autosave.status} />
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="onboarding-step-title">
        <div className="flex flex-col gap-6 p-5 sm:p-6">
          <header className="flex flex-col gap-1">
            <h2
              id="onboarding-step-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold text-ink focus:outline-none"
            >
              {title}
            </h2>
            <p className="text-sm text-ink-muted">{stepIntroOf(t, step)}</p>
          </header>
          {step === 1 && <PersonalDetailsStep {...stepProps} />}
          {step === 2 && <OnlineProfilesStep {...stepProps} />}
          {step === 3 && <SkillsStep {...stepProps} setSkills={setSkills} />}
          {step === 4 && (
            <ProjectsStep
              {...stepProps}
              setProjectField={setProjectField}
              addProject={addProject}
              removeProject={removeProject}
            />
          )}
          {step === 5 && <ReviewStep values={values} errorOf={errorOf} goToStep={goToStep} />}
        </div>
        {/* A long label (German's "Bewerbung absenden") moves its button below Back on a phone rather than past the card's edge. */}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-5 py-4 sm:px-6">
          <Button
            variant="secondary"
            disabled={step === 1 || submit.isPending}
            onClick={() => goToStep((step - 1) as TVettingStep)}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('Back')}
          </Button>
          {step < VETTING_STEP_COUNT ? (
            <Button type="submit" className="ml-auto">
              {t('Next')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          ) : (
            <Button type="submit" className="ml-auto" loading={submit.isPending}>
              {!submit.isPending && <Send aria-hidden="true" className="size-4" />}
              {submit.isPending ? t('Submitting...') : t('Submit Application')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
