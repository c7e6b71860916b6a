import { Card, CardContent, CardHeader, CardTitle } from '@talanta/ui';
import { useSignedInUser } from '@/features/auth/session-user';
import { Page } from '@/features/shell/page';
import { trpc } from '@/lib/trpc';
import { AvatarUpload } from './avatar-upload';
import { CompanyProfileForm } from './company-profile-form';

export const COMPANY_PROFILE_PAGE = {
  title: 'Company Profile',
  description: 'Tell developers who you are and what you are building.',
};

/** /client/profile: the company profile form (spec 000 §2, §5); the route loads the profile. */
export function CompanyProfilePage() {
  const user = useSignedInUser();
  const [profile] = trpc.profile.getClient.useSuspenseQuery();
  return (
    <Page {...COMPANY_PROFILE_PAGE}>
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>Company details</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-8">
          <AvatarUpload user={user} />
          <CompanyProfileForm key={profile.id} profile={profile} mode="page" />
        </CardContent>
      </Card>
    </Page>
  );
}
