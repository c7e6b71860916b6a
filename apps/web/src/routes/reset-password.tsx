import { Alert, Button } from '@talanta/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from '@/features/auth/auth-card';
import { ResetPasswordForm, SignInFormBoundary } from '@/features/auth/sign-in-form-chunks';
import { useT } from '@/lib/i18n';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  loader: ({ context }) => Promise.all([ResetPasswordForm.preload?.(), context.i18n.load(['auth', 'forms'])]),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const t = useT();
  return (
    <AuthCard
      title={t('Reset password')}
      heading={doneMessage ? t('Password updated') : t('Choose a new password')}
      description={
        doneMessage ? undefined : t('Use at least 6 characters. You will log in again afterwards.')
      }
    >
      {doneMessage ? (
        <div className="flex flex-col gap-5">
          <Alert tone="success" title={doneMessage} />
          <Button asChild size="lg">
            <Link to="/login">{t('Go to login')}</Link>
          </Button>
        </div>
      ) : (
        <SignInFormBoundary form={ResetPasswordForm}>
          <ResetPasswordForm token={token} onDone={setDoneMessage} />
        </SignInFormBoundary>
      )}
    </AuthCard>
  );
}
