import { RESUME_LIMITS, RESUME_MESSAGES, type TDeveloperProfile, type TResumeResult } from '@talanta/schema';
import { Button, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { FilePickerButton } from './file-picker-button';
import { postFile } from './upload-file';
import { useRefreshProfile } from './use-refresh-profile';

/** The résumé's download path: the same the talent profile links to (the API checks who asks). */
export const resumePath = (profileId: number) => `/api/developers/${profileId}/resume`;

/**
 * The developer's résumé on their profile page (issue 38, ADR 0030): a real button opens the file
 * picker (so the keyboard reaches it), the file is checked here for type and size and again by the
 * server, and a checkbox decides whether clients may download it. Errors show under the controls.
 */
export function ResumeUpload({ profile }: { profile: TDeveloperProfile }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshProfile();
  const hintId = useId();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation(trpc.profile.removeResume.mutationOptions());
  const setVisible = useMutation(trpc.profile.updateDeveloperSettings.mutationOptions());
  const hasResume = profile.resumeUploadedAt !== null;
  // Ticks at once; a refused save puts it back and says why.
  const [visible, setVisibleState] = useState(profile.resumeVisibleToClients);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
      setError(RESUME_MESSAGES.badType);
      return;
    }
    if (file.size > RESUME_LIMITS.maxBytes) {
      setError(RESUME_MESSAGES.tooLarge);
      return;
    }
    setBusy(true);
    try {
      await postFile<TResumeResult>('/api/uploads/resume', file, RESUME_MESSAGES.uploadFailed);
      await refresh();
      toast.success('Résumé uploaded', { description: RESUME_MESSAGES.uploaded });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : RESUME_MESSAGES.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  async function onRemove() {
    setError(null);
    try {
      await remove.mutateAsync();
      await refresh();
      toast.success('Résumé removed', { description: RESUME_MESSAGES.removed });
    } catch (caught) {
      setError(messageOf(caught, RESUME_MESSAGES.removeFailed));
    }
  }

  async function onVisible(event: ChangeEvent<HTMLInputElement>) {
    const wanted = event.target.checked;
    setError(null);
    setVisibleState(wanted);
    try {
      const saved = await setVisible.mutateAsync({ resumeVisibleToClients: wanted });
      queryClient.setQueryData(trpc.profile.getDeveloper.queryKey(), saved);
      toast.success('Saved', {
        description: wanted ? RESUME_MESSAGES.shownToClients : RESUME_MESSAGES.hiddenFromClients,
      });
      await refresh();
    } catch (caught) {
      setVisibleState(!wanted);
      setError(messageOf(caught, RESUME_MESSAGES.visibilityFailed));
    }
  }

  return (
    <section aria-labelledby={`${hintId}-title`} className="flex flex-col gap-3">
      <h3 id={`${hintId}-title`} className="text-sm font-medium text-ink">
        Résumé (PDF, up to {RESUME_LIMITS.label})
      </h3>
      <p id={hintId} className="text-sm text-ink-muted">
        {hasResume
          ? `Uploaded ${new Date(profile.resumeUploadedAt as string).toLocaleDateString()}. Admins can always read it.`
          : 'No résumé yet. Admins and, if you allow it, clients can download it from your profile.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <FilePickerButton
          busy={busy}
          hintId={hintId}
          accept="application/pdf,.pdf"
          inputLabel="Résumé file"
          onFile={onFile}
        >
          <FileUp aria-hidden="true" className="size-4" />
          {hasResume ? 'Replace résumé' : 'Upload résumé'}
        </FilePickerButton>
        {hasResume && (
          <>
            <a
              href={resumePath(profile.id)}
              download
              className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-accent underline"
            >
              <Download aria-hidden="true" className="size-4" />
              Download my résumé
            </a>
            <Button variant="ghost" size="sm" loading={remove.isPending} onClick={onRemove}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove résumé
            </Button>
          </>
        )}
      </div>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-accent"
          checked={visible}
          disabled={setVisible.isPending}
          onChange={onVisible}
          aria-describedby={error ? errorId : undefined}
        />
        Show my résumé to clients
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
