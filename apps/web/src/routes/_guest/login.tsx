import { Alert } from '@talanta/ui';
import { createFileRoute } from '@tanstack/react-router';
import { AuthCard } from '@/features/auth/auth-card';
import { validateLoginSearch } from '@/features/auth/search-params';
import { LoginForm, SignInFormBoundary } from '@/features/auth/sign-in-form-chunks';
import { useT } from '@/lib/i18n';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: validateLoginSearch,
  loader: ({ context }) => Promise.all([LoginForm.preload?.(), context.i18n.load(['auth', 'forms'])]),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const t = useT();
  return (
    <AuthCard
      title={t('Login')}
      heading={t('Welcome back!')}
      description={t('Enter your email and password to login to your account.')}
    >
      {redirect && (
        <Alert className="mb-6" title={t('Please log in to continue')}>
          {t("You'll go straight back to the page you asked for.")}
        </Alert>
      )}
      <SignInFormBoundary form={LoginForm}>
        <LoginForm redirect={redirect} />
      </SignInFormBoundary>
    </AuthCard>
  );
}
