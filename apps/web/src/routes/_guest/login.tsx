import { Alert } from '@talanta/ui';
import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '@/features/auth/auth-card';
import { validateLoginSearch } from '@/features/auth/search-params';
import { LoginForm, SignInFormBoundary } from '@/features/auth/sign-in-form-chunks';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: validateLoginSearch,
  loader: () => LoginForm.preload?.(),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <AuthCard
      title="Login"
      heading="Welcome back!"
      description="Enter your email and password to login to your account."
    >
      {redirect && (
        <Alert className="mb-6" title="Please log in to continue">
          You'll go straight back to the page you asked for.
        </Alert>
      )}
      <SignInFormBoundary form={LoginForm}>
        <LoginForm redirect={redirect} />
      </SignInFormBoundary>
    </AuthCard>
  );
}
