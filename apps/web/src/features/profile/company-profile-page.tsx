import { Card, CardContent, CardHeader, CardTitle } from '@talanta/ui';
import { useSignedInUser } from '@/features/auth/session-user';
import { Page } from '@/features/shell/page';
import { trpc } from '@/lib/trpc';
import { AvatarUpload } from './avatar-upload';
import { CompanyProfileForm } from './company-profile-form';
import { LoadFailed, LoadingPanel } from './load-states';

/** /client/profile: the company profile form (spec 000 §2, §5). */
export function CompanyProfilePage() {
  const user = useSignedInUser();
  const profile = trpc.profile.client.useQuery();
  return (
    <Page title="Company Profile" description="Tell developers who you are and what you are building.">
      {profile.isPending && <LoadingPanel label="Loading your company profile" />}
      {profile.isError && (
        <LoadFailed
          title="Error"
          message="Your company profile could not be loaded. Please try again."
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && (
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle>Company details</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-8">
            <AvatarUpload user={user} />
            <CompanyProfileForm key={profile.data.id} profile={profile.data} mode="page" />
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
