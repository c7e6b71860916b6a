import {
  type TVettingQuestion,
  VETTING_ASSESSMENT_LIMITS,
  VETTING_ASSESSMENT_MESSAGES,
  VETTING_SKILLS,
} from '@talanta/schema';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Select,
  Textarea,
  toast,
} from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

type Skill = (typeof VETTING_SKILLS)[number];
const SKILL_OPTIONS = VETTING_SKILLS.map((value) => ({ value, label: value }));
const { choicesMin, choicesMax } = VETTING_ASSESSMENT_LIMITS;

/**
 * Adding or editing a question: the skill, the prompt, 2-6 choices with the right one marked, and
 * an optional explanation. The server checks every rule and its message is shown as it says it.
 */
export function QuestionDialog({
  question,
  defaultSkill,
  onDone,
}: {
  question: TVettingQuestion | null;
  defaultSkill?: Skill;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [skill, setSkill] = useState<Skill | ''>(
    (question?.skill as Skill | undefined) ?? defaultSkill ?? '',
  );
  const [prompt, setPrompt] = useState(question?.prompt ?? '');
  const [choices, setChoices] = useState<string[]>(question?.choices ?? ['', '', '']);
  const [correctIndex, setCorrectIndex] = useState(question?.correctIndex ?? 0);
  const [explanation, setExplanation] = useState(question?.explanation ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const saved = async () => {
    toast.success(question ? 'Question saved' : 'Question added');
    onDone();
    await queryClient.invalidateQueries(trpc.vetting.questionList.pathFilter());
  };
  const create = useMutation(trpc.vetting.questionCreate.mutationOptions({ onSuccess: saved }));
  const update = useMutation(trpc.vetting.questionUpdate.mutationOptions({ onSuccess: saved }));
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!skill) {
      setProblem(VETTING_ASSESSMENT_MESSAGES.skill);
      return;
    }
    setProblem(null);
    const values = { skill, prompt, choices, correctIndex, explanation: explanation || null };
    if (question) update.mutate({ id: question.id, ...values });
    else create.mutate(values);
  };
  const setChoice = (index: number, value: string) =>
    setChoices((current) => current.map((choice, at) => (at === index ? value : choice)));
  const removeChoice = (index: number) => {
    setChoices((current) => current.filter((_, at) => at !== index));
    setCorrectIndex((current) => (current === index ? 0 : current > index ? current - 1 : current));
  };

  return (
    <DialogContent wide>
      <DialogHeader>
        <DialogTitle>{question ? 'Edit question' : 'Add question'}</DialogTitle>
        <DialogDescription>
          Attempts already started keep the question as it was when they drew it.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label="Skill">
          <Select
            options={SKILL_OPTIONS}
            placeholder="Choose a skill"
            value={skill}
            onValueChange={setSkill}
          />
        </FormField>
        <FormField label="Question">
          <Textarea rows={3} value={prompt} onChange={(event) => setPrompt(event.target.value)} />
        </FormField>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-ink">Choices (mark the right answer)</legend>
          {choices.map((choice, index) => (
            // Choices have no ids of their own; their position is what the right answer refers to.
            <div key={index} className="flex items-center gap-2">
              <input
                type="radio"
                name="correct-choice"
                className="size-4 accent-accent"
                checked={correctIndex === index}
                onChange={() => setCorrectIndex(index)}
                aria-label={`Choice ${index + 1} is the right answer`}
              />
              <Input
                aria-label={`Choice ${index + 1}`}
                value={choice}
                onChange={(event) => setChoice(index, event.target.value)}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={choices.length <= choicesMin}
                onClick={() => removeChoice(index)}
                aria-label={`Remove choice ${index + 1}`}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            disabled={choices.length >= choicesMax}
            onClick={() => setChoices((current) => [...current, ''])}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add choice
          </Button>
        </fieldset>
        <FormField label="Explanation" optional hint="For admins: why the right answer is right.">
          <Textarea rows={2} value={explanation} onChange={(event) => setExplanation(event.target.value)} />
        </FormField>
        <DialogActions
          confirmLabel={question ? 'Save question' : 'Add question'}
          pending={saving}
          error={problem ?? (failure ? messageOf(failure, 'Please try again.') : null)}
          errorTitle="The question was not saved"
        />
      </form>
    </DialogContent>
  );
}

export function DeleteQuestionDialog({
  prompt,
  pending,
  error,
  onConfirm,
}: {
  prompt: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Delete this question?</DialogTitle>
        <DialogDescription>
          “{prompt}” leaves the bank and every future assessment. Attempts that already drew it keep their
          copy and their grade.
        </DialogDescription>
      </DialogHeader>
      <DialogActions
        confirmLabel="Delete question"
        confirmVariant="danger"
        pending={pending}
        error={error}
        errorTitle="The question was not deleted"
        onConfirm={onConfirm}
      />
    </DialogContent>
  );
}
