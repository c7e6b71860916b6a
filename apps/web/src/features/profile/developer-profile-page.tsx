import { Card, CardContent, CardHeader, CardTitle } from '@talanta/ui';
import { useSignedInUser } from '@/features/auth/session-user';
import { Page } from '@/features/shell/page';
import { trpc } from '@/lib/trpc';
import { ApprovalNotice } from './approval-notice';
import { AvatarUpload } from './avatar-upload';
import { DeveloperProfileForm } from './developer-profile-form';
import { LoadFailed, LoadingPanel } from './load-states';
import { ProfileCompletionCard } from './profile-completion-card';

/** /developer/profile: the developer profile form, the photo, the completion and the review status. */
export function DeveloperProfilePage() {
  const user = useSignedInUser();
  const profile = trpc.profile.developer.useQuery();
  return (
    <Page
      title="My Profile"
      description="What businesses see when they find you: keep it specific and up to date."
    >
      {profile.isPending && <LoadingPanel label="Loading your profile" />}
      {profile.isError && (
        <LoadFailed
          title="Error"
          message="Your profile could not be loaded. Please try again."
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card>
            <CardHeader>
              <CardTitle>Developer profile</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-8">
              <AvatarUpload user={user} />
              <DeveloperProfileForm key={profile.data.id} profile={profile.data} mode="page" />
            </CardContent>
          </Card>
          <aside className="flex flex-col gap-6 lg:sticky lg:top-20" aria-label="Profile status">
            <ProfileCompletionCard profile={profile.data} />
            <ApprovalNotice profileId={profile.data.id} approved={profile.data.isApproved} />
          </aside>
        </div>
      )}
    </Page>
  );
}
