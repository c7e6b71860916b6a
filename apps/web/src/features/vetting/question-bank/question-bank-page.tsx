import { type TVettingQuestion, VETTING_SKILLS } from '@talanta/schema';
import { Badge, Button, Card, CardContent, Dialog, FormField, Input, Select, toast } from '@talanta/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Page } from '@/features/shell/page';
import { LIST_PAGE_SIZE, ListPager } from '@/features/super-admin/list-pager';
import { ListEmpty, listState } from '@/features/super-admin/list-state';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { DeleteQuestionDialog, QuestionDialog } from './question-dialog';

/** A skill with fewer questions than this cannot give its applicants a fair share of the test. */
export const THIN_SKILL_QUESTIONS = 10;

export const QUESTION_BANK_PAGE = {
  title: 'Question Bank',
  description:
    'The vetting assessment draws its multiple-choice questions from here, by the skills each applicant claimed. Only admins ever see the right answers.',
};

/** The first page, as the route's loader fetches it. */
export const FIRST_QUESTION_PAGE = { limit: LIST_PAGE_SIZE, offset: 0 };

type Editing = { kind: 'new' } | { kind: 'edit'; question: TVettingQuestion } | null;

/** /vetting-questions (issue 38): admins keep the assessment's question bank per skill. */
export function QuestionBankPage() {
  const trpc = useTRPC();
  const [skill, setSkill] = useState<(typeof VETTING_SKILLS)[number] | ''>('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TVettingQuestion | null>(null);
  const filters = { ...FIRST_QUESTION_PAGE, offset, search, ...(skill ? { skill } : {}) };
  const bank = useQuery(
    trpc.vetting.questionList.queryOptions(filters, { placeholderData: keepPreviousData }),
  );
  const counts = new Map(bank.data?.counts.map((row) => [row.skill, row.count]));
  const thin = VETTING_SKILLS.filter((name) => (counts.get(name) ?? 0) < THIN_SKILL_QUESTIONS);
  const skillOptions = VETTING_SKILLS.map((name) => ({
    value: name,
    label: bank.data ? `${name} (${counts.get(name) ?? 0})` : name,
  }));

  const state = listState(bank, {
    loading: 'Loading the question bank',
    failed: 'Failed to load the question bank',
  });
  let content: React.ReactNode;
  if (state || !bank.data) content = state;
  else if (bank.data.questions.length === 0)
    content = (
      <ListEmpty
        title={skill ? `No questions for ${skill} yet` : 'No questions match'}
        description="Add a question, or choose another skill or search."
      />
    );
  else
    content = (
      <>
        <ul aria-label="Questions" className="divide-y divide-line">
          {bank.data.questions.map((question) => (
            <QuestionRow
              key={question.id}
              question={question}
              onEdit={() => setEditing({ kind: 'edit', question })}
              onDelete={() => setDeleting(question)}
            />
          ))}
        </ul>
        <ListPager label="Question pages" offset={offset} total={bank.data.total} onOffset={setOffset} />
      </>
    );

  return (
    <Page
      {...QUESTION_BANK_PAGE}
      actions={
        <Button onClick={() => setEditing({ kind: 'new' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add question
        </Button>
      }
    >
      <div className="flex flex-col gap-6">
        {bank.data && thin.length > 0 && (
          <p className="rounded-lg border border-line bg-surface-raised p-4 text-sm text-ink-muted">
            <span className="font-medium text-ink">
              {thin.length} of {VETTING_SKILLS.length} skills have fewer than {THIN_SKILL_QUESTIONS}{' '}
              questions:
            </span>{' '}
            {thin.join(', ')}. Applicants who claim them get more questions from their other skills.
          </p>
        )}
        <Card>
          <CardContent compact>
            <div className="flex flex-col gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Skill">
                  <Select
                    options={skillOptions}
                    placeholder="All skills"
                    value={skill}
                    onValueChange={(value) => {
                      setSkill(value);
                      setOffset(0);
                    }}
                  />
                </FormField>
                <FormField label="Search questions">
                  <Input
                    type="search"
                    placeholder="Words in the question or its choices"
                    value={search}
                    onChange={(event) => {
                      setSearch(event.target.value);
                      setOffset(0);
                    }}
                  />
                </FormField>
              </div>
              {bank.isError && bank.data && (
                <p role="alert" className="text-sm text-danger">
                  {messageOf(bank.error, 'Failed to load the question bank. Please try again.')}
                </p>
              )}
              {content}
            </div>
          </CardContent>
        </Card>
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <QuestionDialog
            question={editing.kind === 'edit' ? editing.question : null}
            defaultSkill={skill || undefined}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <RemoveQuestion question={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}

function QuestionRow({
  question,
  onEdit,
  onDelete,
}: {
  question: TVettingQuestion;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="accent">{question.skill}</Badge>
          <span className="font-medium text-ink">{question.prompt}</span>
        </p>
        <ol className="flex list-[upper-alpha] flex-col gap-1 pl-6 text-sm text-ink-muted">
          {question.choices.map((choice, index) => (
            <li key={choice} className={index === question.correctIndex ? 'font-medium text-ink' : undefined}>
              {choice}
              {index === question.correctIndex && (
                <span className="ml-2 inline-flex items-center gap-1 text-success">
                  <Check aria-hidden="true" className="size-3.5" />
                  right answer
                </span>
              )}
            </li>
          ))}
        </ol>
        {question.explanation && <p className="text-sm text-ink-subtle">Why: {question.explanation}</p>}
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit: ${question.prompt}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete: ${question.prompt}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}

function RemoveQuestion({ question, onClose }: { question: TVettingQuestion | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.vetting.questionRemove.mutationOptions({
      onSuccess: async (result) => {
        toast.success(result.message);
        onClose();
        await queryClient.invalidateQueries(trpc.vetting.questionList.pathFilter());
      },
    }),
  );
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
    >
      {question && (
        <DeleteQuestionDialog
          prompt={question.prompt}
          pending={remove.isPending}
          error={remove.isError ? messageOf(remove.error, 'Please try again.') : null}
          onConfirm={() => remove.mutate({ id: question.id })}
        />
      )}
    </Dialog>
  );
}
