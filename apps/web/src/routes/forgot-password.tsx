import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from '@/features/auth/auth-card';
import { CheckEmailNotice } from '@/features/auth/check-email-notice';
import { ForgotPasswordForm, SignInFormBoundary } from '@/features/auth/sign-in-form-chunks';
import { useT } from '@/lib/i18n';

export const Route = createFileRoute('/forgot-password')({
  loader: ({ context }) =>
    Promise.all([ForgotPasswordForm.preload?.(), context.i18n.load(['auth', 'forms'])]),
  component: ForgotPasswordPage,
});

/** Form, then sending, then "Check your email"; Send another email returns to the form. */
function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  const t = useT();
  return (
    <AuthCard
      title={t('Forgot password')}
      heading={t('Forgot your password?')}
      description={
        sentTo ? undefined : t("Enter your email and we'll send you a link to reset your password.")
      }
      footer={
        <Link to="/login" className="font-semibold text-accent hover:underline">
          {t('Back to login')}
        </Link>
      }
    >
      {sentTo ? (
        <CheckEmailNotice email={sentTo} onSendAnother={() => setSentTo(null)} />
      ) : (
        <SignInFormBoundary form={ForgotPasswordForm}>
          <ForgotPasswordForm
            defaultEmail={lastEmail}
            onSent={(email) => {
              setLastEmail(email);
              setSentTo(email);
            }}
          />
        </SignInFormBoundary>
      )}
    </AuthCard>
  );
}
