import { cn } from '@talanta/ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';

interface AuthCardProps {
  /** Tab title, e.g. "Login" → "Login · Talanta". */
  title: string;
  heading: string;
  description?: ReactNode;
  /** Registration has two columns and needs more room. */
  width?: 'narrow' | 'wide';
  /** Links under the card, such as "Already have an account? Log in". */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in screens: a centred card on a soft accent glow. */
export function AuthCard({ title, heading, description, width = 'narrow', footer, children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className="relative isolate overflow-hidden px-4 py-12 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 mx-auto h-72 max-w-2xl rounded-full bg-accent/10 blur-3xl"
      />
      <div className={cn('mx-auto w-full', width === 'wide' ? 'max-w-xl' : 'max-w-form')}>
        <div className="rounded-xl border border-line bg-surface p-6 shadow-raised sm:p-8">
          <header className="mb-7 flex flex-col gap-2 text-center">
            <h1 className="text-2xl font-semibold text-ink">{heading}</h1>
            {description && <p className="text-sm text-ink-muted">{description}</p>}
          </header>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
      </div>
    </div>
  );
}
