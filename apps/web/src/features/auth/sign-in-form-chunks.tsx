import { type AsyncRouteComponent, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { SectionQueryBoundary } from '@/lib/query-boundary';
import { sectionChunk } from '@/lib/section-chunk';

// The sign-in pages' forms, each a chunk of its own with react-hook-form and zod (about 40 KiB gzip)
// that the page's first load does not wait for. The route loads it before the server draws the page
// (lazyRouteComponent draws a loaded one at once); hydrating, React keeps the form's HTML, and what
// a visitor types into it, until its code has come (ADR 0020).
export const LoginForm = lazyRouteComponent(
  sectionChunk(() => import('./login-form')),
  'LoginForm',
);
export const RegisterForm = lazyRouteComponent(
  sectionChunk(() => import('./register-form')),
  'RegisterForm',
);
export const ForgotPasswordForm = lazyRouteComponent(
  sectionChunk(() => import('./forgot-password-form')),
  'ForgotPasswordForm',
);
export const ResetPasswordForm = lazyRouteComponent(
  sectionChunk(() => import('./reset-password-form')),
  'ResetPasswordForm',
);

/** One of the forms above, with the page's message and Retry if its code cannot be downloaded. */
export function SignInFormBoundary({
  form,
  children,
}: {
  form: Pick<AsyncRouteComponent<never>, 'preload'>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <SectionQueryBoundary
      loading={t('Loading the form')}
      failed={t('The form could not be loaded')}
      onRetry={() => void form.preload?.()}
    >
      {children}
    </SectionQueryBoundary>
  );
}
