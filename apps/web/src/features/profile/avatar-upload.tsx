import {
  AVATAR_LIMITS,
  AVATAR_MESSAGES,
  AVATAR_TYPES,
  type TAvatarResult,
  type TUser,
} from '@talanta/schema';
import { Avatar, Button, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { FilePickerButton } from './file-picker-button';
import { postFile } from './upload-file';
import { useRefreshProfile } from './use-refresh-profile';

const ACCEPT = Object.keys(AVATAR_TYPES).join(',');

async function uploadAvatar(file: File): Promise<TAvatarResult> {
  const data = await postFile<Partial<TAvatarResult>>(
    '/api/uploads/avatar',
    file,
    AVATAR_MESSAGES.uploadFailed,
  );
  return { profileImageUrl: data.profileImageUrl ?? null };
}

/**
 * The profile photo: a real button opens the file picker (so the keyboard reaches it), the file is
 * checked here for type and size and again by the server, and the new photo shows at once.
 */
export function AvatarUpload({ user }: { user: TUser }) {
  const trpc = useTRPC();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const refresh = useRefreshProfile();
  const remove = useMutation(trpc.profile.removeAvatar.mutationOptions());
  const name = `${user.firstName} ${user.lastName}`;

  function showPhoto(profileImageUrl: string | null) {
    queryClient.setQueryData(
      trpc.auth.session.queryKey(),
      (current) => current && { ...current, profileImageUrl },
    );
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(file.type in AVATAR_TYPES)) {
      toast.error('Error', { description: AVATAR_MESSAGES.badType });
      return;
    }
    if (file.size > AVATAR_LIMITS.maxBytes) {
      toast.error('Error', { description: AVATAR_MESSAGES.tooLarge });
      return;
    }
    setBusy(true);
    try {
      const { profileImageUrl } = await uploadAvatar(file);
      showPhoto(profileImageUrl);
      await refresh();
      toast.success('Photo updated', { description: AVATAR_MESSAGES.uploaded });
    } catch (error) {
      toast.error('Error', {
        description: error instanceof Error ? error.message : AVATAR_MESSAGES.uploadFailed,
      });
    } finally {
      setBusy(false);
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync();
      showPhoto(null);
      await refresh();
      toast.success('Photo removed', { description: AVATAR_MESSAGES.removed });
    } catch (error) {
      toast.error('Error', { description: messageOf(error, AVATAR_MESSAGES.uploadFailed) });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={name} imageUrl={user.profileImageUrl} size="xl" />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <FilePickerButton
            busy={busy}
            hintId={hintId}
            accept={ACCEPT}
            inputLabel="Profile photo file"
            onFile={onFile}
          >
            <Camera aria-hidden="true" className="size-4" />
            {user.profileImageUrl ? 'Change photo' : 'Upload photo'}
          </FilePickerButton>
          {user.profileImageUrl && (
            <Button variant="ghost" size="sm" loading={remove.isPending} onClick={onRemove}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove photo
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-ink-subtle">
          JPEG, PNG or WebP, at most {AVATAR_LIMITS.label}.
        </p>
      </div>
    </div>
  );
}
