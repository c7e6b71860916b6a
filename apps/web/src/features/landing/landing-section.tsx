import { cn } from '@talanta/ui';
import type { ReactNode } from 'react';

interface LandingSectionProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One band of the landing page: a labelled section with its heading, intro and content. */
export function LandingSection({
  id,
  eyebrow,
  title,
  description,
  className,
  children,
}: LandingSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('render-near-viewport py-16 [--offscreen-height:40rem] sm:py-24', className)}
    >
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <header className="mx-auto mb-10 flex max-w-2xl flex-col items-center gap-3 text-center sm:mb-14">
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
          <h2 id={`${id}-heading`} className="text-2xl font-semibold text-ink sm:text-3xl">
            {title}
          </h2>
          {description && <p className="text-base text-ink-muted sm:text-lg">{description}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
