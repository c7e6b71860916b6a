import {
  developerApprovalRefusal,
  developerVettingLabel,
  type TAdminDeveloper,
  VERIFIED_CHECK_FOR_ADMINS,
  VERIFIED_MEANING,
} from '@talanta/schema';
import { Avatar, Badge, Button, toast } from '@talanta/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { EmailVerifiedMark } from '@/features/auth/email-verified-mark';
import { messageOf } from '@/lib/errors';
import { personName } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { ListPager } from './list-pager';
import { ListSearch } from './list-search';
import { ListEmpty, listState } from './list-state';
import { useListControls } from './use-admin-list';
import { useRefreshAdminLists } from './use-refresh-admin-lists';

/** The list's note on what Verify means, which each Verify button points to. */
const VERIFIED_NOTE_ID = 'developers-verified-note';

/** 'Nairobi • $45/hour', with whichever parts the profile has. */
function placeAndRate(developer: TAdminDeveloper): string {
  const place = developer.location ?? 'Location not set';
  const rate = developer.hourlyRate === null ? 'rate not set' : `$${developer.hourlyRate}/hour`;
  return `${place} • ${rate}`;
}

function DeveloperRow({ developer }: { developer: TAdminDeveloper }) {
  const trpc = useTRPC();
  const refresh = useRefreshAdminLists();
  const queryClient = useQueryClient();
  const name = personName(developer.user);
  const reasonId = useId();
  // One approval path: where the vetting application decides, Approve is off and says why.
  const refusal = developer.isApproved ? null : developerApprovalRefusal(developer.vetting);
  const status = useMutation(
    trpc.superAdmin.setDeveloperStatus.mutationOptions({
      onSuccess: (result) => toast.success(result.message),
      onError: (error) =>
        toast.error('Failed to update developer status', {
          description: messageOf(error, 'Please try again.'),
        }),
      onSettled: () =>
        Promise.all([
          refresh('listDevelopers'),
          queryClient.invalidateQueries(trpc.vetting.listPendingDevelopers.pathFilter()),
        ]),
    }),
  );
  const pendingFlag = status.isPending
    ? status.variables?.isApproved !== undefined
      ? 'isApproved'
      : 'isVerified'
    : null;
  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar name={name} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {name}
            <Badge variant={developer.isApproved ? 'accent' : 'neutral'}>
              {developer.isApproved ? 'Approved' : 'Pending'}
            </Badge>
            <Badge variant={developer.isVerified ? 'accent' : 'neutral'}>
              {developer.isVerified ? 'Verified' : 'Unverified'}
            </Badge>
          </p>
          <p className="text-sm text-ink-muted">
            Vetting: <span className="font-medium text-ink">{developerVettingLabel(developer.vetting)}</span>
          </p>
          <p className="text-sm text-ink">{developer.title ?? 'No title yet'}</p>
          <p className="text-sm text-ink-muted">{placeAndRate(developer)}</p>
          <p className="truncate text-sm text-ink-muted">{developer.user.email}</p>
          <EmailVerifiedMark verified={developer.user.emailVerified} />
          {refusal && (
            <p id={reasonId} className="text-sm text-ink-muted">
              {refusal}.
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-2 self-start md:self-center">
        <Button
          variant={developer.isApproved ? 'secondary' : 'primary'}
          size="sm"
          loading={pendingFlag === 'isApproved'}
          disabled={status.isPending || refusal !== null}
          aria-describedby={refusal ? reasonId : undefined}
          aria-label={`${developer.isApproved ? 'Unapprove' : 'Approve'} ${name}`}
          onClick={() => status.mutate({ developerId: developer.id, isApproved: !developer.isApproved })}
        >
          {developer.isApproved ? 'Unapprove' : 'Approve'}
        </Button>
        <Button
          variant={developer.isVerified ? 'secondary' : 'outline'}
          size="sm"
          loading={pendingFlag === 'isVerified'}
          disabled={status.isPending}
          aria-label={`${developer.isVerified ? 'Unverify' : 'Verify'} ${name}`}
          aria-describedby={VERIFIED_NOTE_ID}
          onClick={() => status.mutate({ developerId: developer.id, isVerified: !developer.isVerified })}
        >
          {developer.isVerified ? 'Unverify' : 'Verify'}
        </Button>
      </div>
    </li>
  );
}

/**
 * Developer Management: each profile's approval and verification, toggled independently, with the
 * vetting state that decides whether it may be approved by hand.
 */
export function DevelopersTab() {
  const trpc = useTRPC();
  const controls = useListControls();
  const developers = useQuery(trpc.superAdmin.listDevelopers.queryOptions(controls.input, controls.options));
  const state = listState(developers, { loading: 'Loading developers', failed: 'Failed to load developers' });
  let content: React.ReactNode;
  if (state || !developers.data) content = state;
  else if (developers.data.developers.length === 0) content = <ListEmpty title="No developers found" />;
  else
    content = (
      <>
        <ul className="divide-y divide-line">
          {developers.data.developers.map((developer) => (
            <DeveloperRow key={developer.id} developer={developer} />
          ))}
        </ul>
        <ListPager
          label="Developers pages"
          offset={controls.offset}
          total={developers.data.total}
          onOffset={controls.setOffset}
        />
      </>
    );
  return (
    <div className="flex flex-col gap-4">
      <p id={VERIFIED_NOTE_ID} className="text-sm text-ink-muted">
        Verified means “{VERIFIED_MEANING}”. {VERIFIED_CHECK_FOR_ADMINS}{' '}
        <Link to="/how-it-works" hash="verified" className="underline hover:text-accent">
          What clients read
        </Link>
      </p>
      <ListSearch
        label="Search developers"
        placeholder="Search developers..."
        value={controls.search}
        onChange={controls.setSearch}
      />
      {content}
    </div>
  );
}
