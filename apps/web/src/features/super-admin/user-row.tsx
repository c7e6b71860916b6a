import { ROLE_LABELS, type TUser, type TUserRole, USER_ROLES } from '@talanta/schema';
import { Avatar, Badge, Button, Select, toast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { EmailVerifiedMark } from '@/features/auth/email-verified-mark';
import { messageOf } from '@/lib/errors';
import { personName } from '@/lib/format';
import { formatMoment } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { useRefreshAdminLists } from './use-refresh-admin-lists';

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function deleteUserQuestion(email: string): string {
  return `Are you sure you want to delete user ${email}? This action cannot be undone.`;
}

export function changeRoleQuestion(
  user: Pick<TUser, 'email' | 'role'>,
  name: string,
  role: TUserRole,
): string {
  return `Change the role of ${name} (${user.email}) from ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[role]}?`;
}

/** One user: name, role badge, email, creation date, the role selector and Delete. */
export function UserRow({ user, isSelf }: { user: TUser; isSelf: boolean }) {
  const trpc = useTRPC();
  const refresh = useRefreshAdminLists();
  const name = personName(user);
  const timeZone = useViewerTimeZone();
  const changeRole = useMutation(
    trpc.superAdmin.changeRole.mutationOptions({
      onSuccess: (result) => toast.success(result.message),
      onError: (error) =>
        toast.error('Failed to update user role', { description: messageOf(error, 'Please try again.') }),
      onSettled: () => refresh('listUsers', 'listDevelopers', 'listClients', 'listJobs'),
    }),
  );
  const remove = useMutation(
    trpc.superAdmin.deleteUser.mutationOptions({
      onSuccess: (result) => toast.success(result.message),
      onError: (error) =>
        toast.error('Failed to delete user', { description: messageOf(error, 'Please try again.') }),
      onSettled: () => refresh('listUsers', 'listDevelopers', 'listClients', 'listJobs'),
    }),
  );
  const confirmDelete = () => {
    if (window.confirm(deleteUserQuestion(user.email))) remove.mutate({ userId: user.id });
  };
  // A role change grants or removes access at once, so it is confirmed like a delete.
  const confirmRoleChange = (role: TUserRole) => {
    if (window.confirm(changeRoleQuestion(user, name, role))) changeRole.mutate({ userId: user.id, role });
  };
  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar name={name} imageUrl={user.profileImageUrl} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {name}
            <Badge variant={user.role === 'admin' ? 'accent' : 'neutral'}>{ROLE_LABELS[user.role]}</Badge>
            {isSelf && <span className="text-xs text-ink-subtle">(you)</span>}
          </p>
          <p className="truncate text-sm text-ink-muted">{user.email}</p>
          <EmailVerifiedMark verified={user.emailVerified} />
          <p className="text-xs text-ink-subtle">Created: {formatMoment(user.createdAt, timeZone)}</p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Select
          aria-label={`Role of ${user.email}`}
          options={ROLE_OPTIONS}
          value={user.role}
          disabled={changeRole.isPending || remove.isPending}
          onValueChange={(role) => role && role !== user.role && confirmRoleChange(role)}
          inline
          className="w-36"
        />
        <Button
          variant="danger"
          size="icon"
          aria-label={`Delete ${user.email}`}
          loading={remove.isPending}
          onClick={confirmDelete}
        >
          {!remove.isPending && <Trash2 aria-hidden="true" className="size-4" />}
        </Button>
      </div>
    </li>
  );
}
