import { ROLE_LABELS, type TUser } from '@talanta/schema';
import { Avatar } from '@talanta/ui';
import { fullNameOf } from '@/features/auth/current-user';

/** Avatar (initials when there is no picture), full name and role label. */
export function UserIdentity({ user }: { user: TUser }) {
  const name = fullNameOf(user);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} imageUrl={user.profileImageUrl} />
      <div className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-semibold text-ink">{name}</span>
        <span className="text-xs text-ink-muted">{ROLE_LABELS[user.role]}</span>
      </div>
    </div>
  );
}
