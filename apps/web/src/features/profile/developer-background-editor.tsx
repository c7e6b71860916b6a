import {
  DEVELOPER_BACKGROUND_LIMITS,
  LANGUAGE_LEVEL_LABELS,
  LANGUAGE_LEVELS,
  type TLanguageLevel,
  type TPublicDeveloper,
} from '@talanta/schema';
import { Button, FormField, Input, Select, toast } from '@talanta/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formLevelMessage, issueAt } from '@/lib/errors';
import { SectionQueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';

const LEVEL_OPTIONS = LANGUAGE_LEVELS.map((value) => ({ value, label: LANGUAGE_LEVEL_LABELS[value] }));

interface JobRow {
  key: number;
  company: string;
  title: string;
  startedOn: string;
  endedOn: string;
}

interface LanguageRow {
  key: number;
  language: string;
  level: TLanguageLevel | '';
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return nextKey;
};

/** Saves a list and says so; the public profile (talent.byId) is read again. */
function useSaved(profileId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    onSuccess: (result: { message: string }) => {
      toast.success(result.message);
      return queryClient.invalidateQueries(trpc.talent.byId.queryFilter({ id: profileId }));
    },
  };
}

interface EditorFootProps {
  error: string | null;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  saveLabel: string;
  saving: boolean;
}

/** A list editor's foot: the error no field carries, Add (up to the limit) and Save. */
function EditorFoot({ error, addLabel, canAdd, onAdd, saveLabel, saving }: EditorFootProps) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={!canAdd} onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      </div>
    </>
  );
}

function WorkHistoryEditor({
  profileId,
  saved,
}: {
  profileId: number;
  saved: TPublicDeveloper['workHistory'];
}) {
  const trpc = useTRPC();
  const [rows, setRows] = useState<JobRow[]>(() =>
    saved.map((job) => ({ key: newKey(), ...job, endedOn: job.endedOn ?? '' })),
  );
  const save = useMutation(trpc.profile.setWorkHistory.mutationOptions(useSaved(profileId)));
  const change = (key: number, field: keyof Omit<JobRow, 'key'>, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ workHistory: rows.map(({ key: _key, ...job }) => job) });
  };
  const errorAt = (index: number, field: string) => issueAt(save.error, `workHistory.${index}.${field}`);
  const formError = formLevelMessage(save.error, 'workHistory.');
  return (
    <form onSubmit={submit} aria-labelledby="work-history-heading" className="flex flex-col gap-4" noValidate>
      <h3 id="work-history-heading" className="text-base font-semibold text-ink">
        Work history
      </h3>
      {rows.length === 0 && <p className="text-sm text-ink-muted">No jobs yet. Add where you have worked.</p>}
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-col gap-3 rounded-lg border border-line p-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={`Company (job ${index + 1})`} error={errorAt(index, 'company')}>
                <Input
                  value={row.company}
                  onChange={(event) => change(row.key, 'company', event.target.value)}
                />
              </FormField>
              <FormField label={`Title (job ${index + 1})`} error={errorAt(index, 'title')}>
                <Input value={row.title} onChange={(event) => change(row.key, 'title', event.target.value)} />
              </FormField>
              <FormField label={`From (job ${index + 1})`} error={errorAt(index, 'startedOn')}>
                <Input
                  type="date"
                  value={row.startedOn}
                  onChange={(event) => change(row.key, 'startedOn', event.target.value)}
                />
              </FormField>
              <FormField
                label={`To (job ${index + 1})`}
                hint="Leave empty if you still work there"
                error={errorAt(index, 'endedOn')}
              >
                <Input
                  type="date"
                  value={row.endedOn}
                  onChange={(event) => change(row.key, 'endedOn', event.target.value)}
                />
              </FormField>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove job {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <EditorFoot
        error={formError}
        addLabel="Add a job"
        canAdd={rows.length < DEVELOPER_BACKGROUND_LIMITS.workHistoryMax}
        onAdd={() =>
          setRows((current) => [
            ...current,
            { key: newKey(), company: '', title: '', startedOn: '', endedOn: '' },
          ])
        }
        saveLabel="Save work history"
        saving={save.isPending}
      />
    </form>
  );
}

function LanguagesEditor({ profileId, saved }: { profileId: number; saved: TPublicDeveloper['languages'] }) {
  const trpc = useTRPC();
  const [rows, setRows] = useState<LanguageRow[]>(() => saved.map((entry) => ({ key: newKey(), ...entry })));
  const save = useMutation(trpc.profile.setLanguages.mutationOptions(useSaved(profileId)));
  const change = (key: number, patch: Partial<LanguageRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      languages: rows.map(({ language, level }) => ({ language, level: level as TLanguageLevel })),
    });
  };
  const errorAt = (index: number, field: string) => issueAt(save.error, `languages.${index}.${field}`);
  const formError = formLevelMessage(save.error, 'languages.');
  return (
    <form onSubmit={submit} aria-labelledby="languages-heading" className="flex flex-col gap-4" noValidate>
      <h3 id="languages-heading" className="text-base font-semibold text-ink">
        Languages
      </h3>
      {rows.length === 0 && <p className="text-sm text-ink-muted">No languages yet.</p>}
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={row.key} className="grid items-end gap-3 sm:grid-cols-[1fr_14rem_auto]">
            <FormField label={`Language ${index + 1}`} error={errorAt(index, 'language')}>
              <Input
                value={row.language}
                onChange={(event) => change(row.key, { language: event.target.value })}
              />
            </FormField>
            <FormField label={`Level of language ${index + 1}`} error={errorAt(index, 'level')}>
              <Select
                options={LEVEL_OPTIONS}
                placeholder="Choose a level"
                value={row.level}
                onValueChange={(level) => change(row.key, { level })}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove language {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <EditorFoot
        error={formError}
        addLabel="Add a language"
        canAdd={rows.length < DEVELOPER_BACKGROUND_LIMITS.languagesMax}
        onAdd={() => setRows((current) => [...current, { key: newKey(), language: '', level: '' }])}
        saveLabel="Save languages"
        saving={save.isPending}
      />
    </form>
  );
}

function Editors({ profileId }: { profileId: number }) {
  const trpc = useTRPC();
  const { data: developer } = useSuspenseQuery(trpc.talent.byId.queryOptions({ id: profileId }));
  return (
    <div className="flex flex-col gap-8">
      <WorkHistoryEditor profileId={profileId} saved={developer.workHistory} />
      <LanguagesEditor profileId={profileId} saved={developer.languages} />
    </div>
  );
}

/** The developer's work history and languages (issue 38), as clients see them on the profile. */
export function DeveloperBackgroundEditor({ profileId }: { profileId: number }) {
  return (
    <SectionQueryBoundary
      loading="Loading your work history and languages"
      failed="Failed to load your background"
    >
      <Editors profileId={profileId} />
    </SectionQueryBoundary>
  );
}
