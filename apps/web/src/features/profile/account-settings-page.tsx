import { ROLE_LABELS, type TUser } from '@talanta/schema';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { AccountDataSection } from '@/features/account-data/account-data-section';
import { ApiTokensSection } from '@/features/api-token/api-tokens-section';
import { fullNameOf } from '@/features/auth/current-user';
import { useSessionUser } from '@/features/auth/session-user';
import { EmailPreferencesSection } from '@/features/email-preference/email-preferences-section';
import { SessionsSection } from '@/features/session/sessions-section';
import { LanguageSelect } from '@/features/shell/language-select';
import { Page } from '@/features/shell/page';
import { TwoFactorSection } from '@/features/two-factor/two-factor-section';
import { useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';
import { AvatarUpload } from './avatar-upload';
import { BasicInfoForm } from './basic-info-form';
import { ChangePasswordForm } from './change-password-form';
import { CompanyProfileForm } from './company-profile-form';
import { DeveloperProfileForm } from './developer-profile-form';

function DeveloperTab() {
  const trpc = useTRPC();
  const { data: profile } = useSuspenseQuery(trpc.profile.getDeveloper.queryOptions());
  return <DeveloperProfileForm key={profile.id} profile={profile} mode="settings" />;
}

function CompanyTab() {
  const trpc = useTRPC();
  const { data: profile } = useSuspenseQuery(trpc.profile.getClient.queryOptions());
  return <CompanyProfileForm key={profile.id} profile={profile} mode="settings" />;
}

/** Verified or Unverified, from the developer profile's isVerified (spec 000 §2). */
function VerificationBadge() {
  const trpc = useTRPC();
  const { data: profile } = useSuspenseQuery(trpc.profile.getDeveloper.queryOptions());
  return profile.isVerified ? (
    <Badge variant="accent">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified
    </Badge>
  ) : (
    <Badge>
      <ShieldAlert aria-hidden="true" className="size-3.5" />
      Unverified
    </Badge>
  );
}

function AccountHeader({ user }: { user: TUser }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <AvatarUpload user={user} />
        <div className="flex flex-col gap-1 sm:items-end sm:text-right">
          <p className="text-lg font-semibold text-ink">{fullNameOf(user)}</p>
          <p className="text-sm break-all text-ink-muted">{user.email}</p>
          <div className="mt-1 flex flex-wrap gap-2 sm:justify-end">
            <Badge>{ROLE_LABELS[user.role]}</Badge>
            {user.role === 'developer' && <VerificationBadge />}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** The account's language: the site's and its emails' (issue 41). */
function LanguageCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Language')}</CardTitle>
      </CardHeader>
      <CardContent>
        <LanguageSelect hint={t('The language of the site and of the emails we send you.')} />
      </CardContent>
    </Card>
  );
}

export const ACCOUNT_SETTINGS_PAGE = {
  title: 'Account Settings',
  description: 'Your basic information, your profile, sign-in, email and your data.',
};

/**
 * /profile, Account Settings: Basic Information, and the Developer Profile or Company Profile tab
 * by role (admins have basic information only), with every profile field optional (spec 000 §5),
 * the password and API tokens. The route loads the role's profile and starts the tokens' list.
 */
export function AccountSettingsPage() {
  const user = useSessionUser();
  if (!user) {
    return (
      <Page title="Account Settings">
        <p className="text-ink-muted">Please log in to view your profile.</p>
      </Page>
    );
  }
  const profileTab =
    user.role === 'developer' ? 'Developer Profile' : user.role === 'client' ? 'Company Profile' : null;
  return (
    <Page {...ACCOUNT_SETTINGS_PAGE}>
      <div className="flex max-w-3xl flex-col gap-6">
        <AccountHeader user={user} />
        <Tabs defaultValue="basic">
          <TabsList aria-label="Account settings sections">
            <TabsTrigger value="basic">Basic Information</TabsTrigger>
            {profileTab && <TabsTrigger value="profile">{profileTab}</TabsTrigger>}
          </TabsList>
          <TabsContent value="basic">
            <Card>
              <CardContent>
                <BasicInfoForm user={user} />
              </CardContent>
            </Card>
          </TabsContent>
          {profileTab && (
            <TabsContent value="profile">
              <Card>
                <CardContent className="flex flex-col gap-4">
                  <p className="text-sm text-ink-muted">
                    Every field is optional here; fill in what you like.
                  </p>
                  {user.role === 'developer' ? <DeveloperTab /> : <CompanyTab />}
                </CardContent>
              </Card>
            </TabsContent>
          )}
        </Tabs>
        <LanguageCard />
        <Card>
          <CardHeader>
            <CardTitle>Change password</CardTitle>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
        <TwoFactorSection />
        <SessionsSection />
        <EmailPreferencesSection />
        <ApiTokensSection />
        <AccountDataSection />
      </div>
    </Page>
  );
}
