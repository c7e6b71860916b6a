import { Card, CardContent, CardHeader, CardTitle } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@/features/auth/session-user';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { ApprovalNotice } from './approval-notice';
import { AvatarUpload } from './avatar-upload';
import { DeveloperBackgroundEditor } from './developer-background-editor';
import { DeveloperProfileForm } from './developer-profile-form';
import { ProfileCompletionCard } from './profile-completion-card';
import { ResumeUpload } from './resume-upload';

export const DEVELOPER_PROFILE_PAGE = {
  title: 'My Profile',
  description: 'What businesses see when they find you: keep it specific and up to date.',
};

/** /developer/profile (the route loads the profile): the developer profile form, the photo, the completion and the review status. */
export function DeveloperProfilePage() {
  const trpc = useTRPC();
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(trpc.profile.getDeveloper.queryOptions());
  return (
    <Page {...DEVELOPER_PROFILE_PAGE}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Developer profile</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-8">
              <AvatarUpload user={user} />
              <DeveloperProfileForm key={profile.id} profile={profile} mode="page" />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Background</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-8">
              <DeveloperBackgroundEditor profileId={profile.id} />
              <ResumeUpload profile={profile} />
            </CardContent>
          </Card>
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-20" aria-label="Profile status">
          <ProfileCompletionCard profile={profile} />
          <ApprovalNotice
            profileId={profile.id}
            approved={profile.isApproved}
            missingFilters={[
              ...(profile.hourlyRate === null ? ['hourly rate'] : []),
              ...(profile.availability === null ? ['availability'] : []),
              ...(profile.location ? [] : ['location']),
            ]}
          />
        </aside>
      </div>
    </Page>
  );
}
