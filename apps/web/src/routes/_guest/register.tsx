import type { TInvitationPreview } from '@talanta/schema';
import { Alert, Badge, LoadingState } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { AuthCard } from '@/features/auth/auth-card';
import { type Region, validateRegisterSearch } from '@/features/auth/search-params';
import { RegisterForm, SignInFormBoundary } from '@/features/auth/sign-in-form-chunks';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

export const Route = createFileRoute('/_guest/register')({
  validateSearch: validateRegisterSearch,
  loader: () => RegisterForm.preload?.(),
  component: RegisterPage,
});

const REGION_NAMES: Record<Region, string> = { kenya: 'Kenya', india: 'India' };

function RegisterPage() {
  const { role, region, redirect, email, firstName, lastName, invite } = Route.useSearch();
  return (
    <AuthCard
      title="Sign up"
      heading="Create your account"
      description="Join Talanta to hire vetted developers or to find your next role."
      width="wide"
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            search={redirect ? { redirect } : {}}
            className="font-semibold text-accent hover:underline"
          >
            Log in
          </Link>
        </>
      }
    >
      {region && (
        // The region comes from the How It Works cards; it is shown, not stored (the API has no field for it).
        <div className="mb-6 flex justify-center">
          <Badge variant="accent">
            <MapPin aria-hidden="true" className="size-3.5" />
            Hiring Tech Talent in {REGION_NAMES[region]}
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
  if (preview.isPending) return <LoadingState label="Reading your invitation" />;
  return (
    <>
      {preview.isError ? (
        <Alert tone="danger" title="This account link cannot be used" className="mb-6">
          {messageOf(preview.error, 'Please try again.')}
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
  return invitation.approved ? (
    <Alert tone="success" title="You're approved to join as Tech Talent" className="mb-6">
      This is your invitation: your profile is filled in from your application.
    </Alert>
  ) : (
    <Alert tone="info" title="Your application is in: create your account" className="mb-6">
      Your next steps (the assessment, the interview and your references) happen in your account.
    </Alert>
  );
}
