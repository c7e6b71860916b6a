import type { TPendingDeveloper } from '@talanta/schema';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@talanta/ui';
import { UserCheck } from 'lucide-react';
import { useId } from 'react';
import { EmailVerifiedMark } from '@/features/auth/email-verified-mark';
import { messageOf } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { SectionQueryBoundary } from '@/lib/query-boundary';
import { trpc } from '@/lib/trpc';

function PendingDeveloperRow({ developer }: { developer: TPendingDeveloper }) {
  const utils = trpc.useUtils();
  const name = `${developer.user.firstName} ${developer.user.lastName}`;
  const approve = trpc.vetting.approveDeveloper.useMutation({
    onSuccess: () => {
      toast.success('Tech talent approved', { description: `${name} is now listed for clients.` });
    },
    onError: (error) =>
      toast.error('Failed to approve developer', { description: messageOf(error, 'Please try again.') }),
    onSettled: () => utils.vetting.listPendingDevelopers.invalidate(),
  });
  const about = [developer.title ?? developer.areaOfSpecialization, developer.location]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={name} imageUrl={developer.user.profileImageUrl} />
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{name}</p>
          <p className="truncate text-sm text-ink-muted">{developer.user.email}</p>
          <EmailVerifiedMark verified={developer.user.emailVerified} />
          <p className="text-xs text-ink-subtle">
            {about ? `${about} · ` : ''}Joined {formatDay(developer.createdAt)}
          </p>
        </div>
      </div>
      <Button
        size="sm"
        loading={approve.isPending}
        aria-label={`Approve ${name}`}
        onClick={() => approve.mutate({ id: developer.id })}
      >
        Approve
      </Button>
    </li>
  );
}

function PendingDevelopersList() {
  const [pending] = trpc.vetting.listPendingDevelopers.useSuspenseQuery();
  if (pending.length === 0) {
    return <p className="text-sm text-ink-muted">No developer profiles are waiting for approval.</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {pending.map((developer) => (
        <PendingDeveloperRow key={developer.id} developer={developer} />
      ))}
    </ul>
  );
}

/**
 * Developer profiles waiting for approval (GET /api/admin/pending-developers), each with Approve;
 * the route starts loading them and the section waits on its own.
 */
export function PendingDevelopersSection() {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <UserCheck aria-hidden="true" className="size-5 text-accent" />
          Tech talent awaiting approval
        </CardTitle>
        <CardDescription>Developer accounts whose profiles are not yet listed for clients.</CardDescription>
      </CardHeader>
      <CardContent>
        <SectionQueryBoundary loading="Loading developers" failed="Failed to load developers">
          <PendingDevelopersList />
        </SectionQueryBoundary>
      </CardContent>
    </Card>
  );
}
