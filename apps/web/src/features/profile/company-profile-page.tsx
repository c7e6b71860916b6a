import { Card, CardContent, CardHeader, CardTitle } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@/features/auth/session-user';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { AvatarUpload } from './avatar-upload';
import { BillingDetailsForm } from './billing-details-form';
import { CompanyProfileForm } from './company-profile-form';

export const COMPANY_PROFILE_PAGE = {
  title: 'Company Profile',
  description: 'Tell developers who you are and what you are building.',
};

/** /client/profile: the company profile form (spec 000 §2, §5); the route loads the profile. */
export function CompanyProfilePage() {
  const trpc = useTRPC();
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(trpc.profile.getClient.queryOptions());
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
      <Card className="mt-6 max-w-3xl">
        <CardHeader>
          <CardTitle>Billing details</CardTitle>
        </CardHeader>
        <CardContent>
          <BillingDetailsForm profile={profile} />
        </CardContent>
      </Card>
    </Page>
  );
}
