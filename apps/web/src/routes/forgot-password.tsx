import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from '@/features/auth/auth-card';
import { CheckEmailNotice } from '@/features/auth/check-email-notice';
import { ForgotPasswordForm, SignInFormBoundary } from '@/features/auth/sign-in-form-chunks';

export const Route = createFileRoute('/forgot-password')({
  loader: () => ForgotPasswordForm.preload?.(),
  component: ForgotPasswordPage,
});

/** Form, then sending, then "Check your email"; Send another email returns to the form. */
function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  return (
    <AuthCard
      title="Forgot password"
      heading="Forgot your password?"
      description={sentTo ? undefined : "Enter your email and we'll send you a link to reset your password."}
      footer={
        <Link to="/login" className="font-semibold text-accent hover:underline">
          Back to login
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
