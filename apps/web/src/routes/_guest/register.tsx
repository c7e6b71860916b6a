import type { TInvitationPreview } from '@talanta/schema';
import { Alert, Badge, LoadingState } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { AuthCard } from '@/features/auth/auth-card';
import { type Region, validateRegisterSearch } from '@/features/auth/search-params';
import { RegisterForm, SignInFormBoundary } from '@/features/auth/sign-in-form-chunks';
import { messageOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';

export const Route = createFileRoute('/_guest/register')({
  validateSearch: validateRegisterSearch,
  loader: ({ context }) => Promise.all([RegisterForm.preload?.(), context.i18n.load(['auth', 'forms'])]),
  component: RegisterPage,
});

function RegisterPage() {
  const { role, region, redirect, email, firstName, lastName, invite } = Route.useSearch();
  const t = useT();
  const regionNames: Record<Region, string> = { kenya: t('Kenya'), india: t('India') };
  return (
    <AuthCard
      title={t('Sign up')}
      heading={t('Create your account')}
      description={t('Join Talanta to hire vetted developers or to find your next role.')}
      width="wide"
      footer={
        <>
          {t('Already have an account?')}{' '}
          <Link
            to="/login"
            search={redirect ? { redirect } : {}}
            className="font-semibold text-accent hover:underline"
          >
            {t('Log in')}
          </Link>
        </>
      }
    >
      {region && (
        // The region comes from the How It Works cards; it is shown, not stored (the API has no field for it).
        <div className="mb-6 flex justify-center">
          <Badge variant="accent">
            <MapPin aria-hidden="true" className="size-3.5" />
            {t('Hiring Tech Talent in {region}', { region: regionNames[region] })}
          </Badge>
        </div>
      )}
      {invite ? (
        <InvitedRegistration token={invite} redirect={redirect} fallback={{ email, firstName, lastName }} />
      ) : (
        <SignInFormBoundary form={RegisterForm}>
          <RegisterForm
            initialRole={role ?? 'developer'}
            initialValues={{ email, firstName, lastName }}
            redirect={redirect}
          />
        </SignInFormBoundary>
      )}
    </AuthCard>
  );
}

/**
 * Registering through an emailed account link (issue 38): the application behind it fills the
 * form, which asks only for a password. A link that no longer works says so above the plain form.
 */
function InvitedRegistration({
  token,
  redirect,
  fallback,
}: {
  token: string;
  redirect?: string;
  fallback: { email?: string; firstName?: string; lastName?: string };
}) {
  const trpc = useTRPC();
  const preview = useQuery(trpc.auth.invitation.queryOptions({ token }, { retry: false }));
  const t = useT();
  if (preview.isPending) return <LoadingState label={t('Reading your invitation')} />;
  return (
    <>
      {preview.isError ? (
        <Alert tone="danger" title={t('This account link cannot be used')} className="mb-6">
          {t.text(messageOf(preview.error, t('Please try again.')))}
        </Alert>
      ) : (
        <InvitationNotice invitation={preview.data} />
      )}
      <SignInFormBoundary form={RegisterForm}>
        <RegisterForm
          initialRole="developer"
          initialValues={fallback}
          invitationToken={preview.isError ? undefined : token}
          invitation={preview.data}
          redirect={redirect}
        />
      </SignInFormBoundary>
    </>
  );
}

function InvitationNotice({ invitation }: { invitation: TInvitationPreview }) {
  const t = useT();
  return invitation.approved ? (
    <Alert tone="success" title={t("You're approved to join as Tech Talent")} className="mb-6">
      {t('This is your invitation: your profile is filled in from your application.')}
    </Alert>
  ) : (
    <Alert tone="info" title={t('Your application is in: create your account')} className="mb-6">
      {t('Your next steps (the assessment, the interview and your references) happen in your account.')}
    </Alert>
  );
}
