import { Alert, Badge } from '@talanta/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { AuthCard } from '@/features/auth/auth-card';
import { type Region, validateRegisterSearch } from '@/features/auth/search-params';
import { RegisterForm, SignInFormBoundary } from '@/features/auth/sign-in-form-chunks';

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
      {invite && (
        <Alert tone="success" title="You're approved to join as Tech Talent" className="mb-6">
          This is your invitation. Register with the email address it was sent to: your profile is filled in
          from your application.
        </Alert>
      )}
      <SignInFormBoundary form={RegisterForm}>
        <RegisterForm
          initialRole={invite ? 'developer' : (role ?? 'developer')}
          initialValues={{ email, firstName, lastName }}
          invitationToken={invite}
          redirect={redirect}
        />
      </SignInFormBoundary>
    </AuthCard>
  );
}
