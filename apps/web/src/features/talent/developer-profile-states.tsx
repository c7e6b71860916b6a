import { Button, EmptyState, ErrorState, LoadingState } from '@talanta/ui';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRouteRetry } from '@/features/shell/route-states';
import { errorCodeOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';

/** Where "back" goes from a profile: the signed-in browse screen, or nowhere in particular (its label an id of `talent`). */
export type BackToBrowse = { to: '/developers' | '/browse-developers'; label: string };

/** The public profile's page (it has its own h1, so no Page frame). */
export function ProfileFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 lg:px-8 lg:py-10">{children}</div>;
}

export function DeveloperProfilePending() {
  const t = useT();
  return (
    <ProfileFrame>
      <LoadingState label={t('Loading the profile')} />
    </ProfileFrame>
  );
}

/** A profile that does not exist (or is not public), or that failed to load. */
export function DeveloperProfileFailed({
  error,
  reset,
  back,
}: ErrorComponentProps & { back?: BackToBrowse }) {
  const t = useT();
  const retry = useRouteRetry(reset);
  return (
    <ProfileFrame>
      {errorCodeOf(error) === 'NOT_FOUND' ? (
        <NotFound back={back} />
      ) : (
        <ErrorState
          title={t('Error')}
          message={t('This profile could not be loaded. Please try again.')}
          onRetry={retry}
        />
      )}
    </ProfileFrame>
  );
}

function NotFound({ back }: { back?: BackToBrowse }) {
  const t = useT();
  usePageMeta(t('Developer not found'), t('This developer profile does not exist or is not public.'));
  return (
    <EmptyState
      icon={<UserX aria-hidden="true" className="size-5" />}
      title={t('Developer not found')}
      description={t('This profile does not exist, or it is not public yet.')}
      action={
        <Button asChild variant="secondary">
          <Link to={back?.to ?? '/browse-developers'}>
            {back ? t.text(back.label) : t('Browse Tech Talent')}
          </Link>
        </Button>
      }
    />
  );
}
