import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';

interface MarketingHeroProps {
  eyebrow: string;
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
}

/** The opening band of a marketing page: one h1, a line of intro, and its calls to action. */
export function MarketingHero({ eyebrow, title, description, actions }: MarketingHeroProps) {
  return (
    <section className="relative isolate overflow-hidden border-b border-line">
      <div
        aria-hidden="true"
        className="absolute top-[-10rem] left-1/2 -z-10 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-accent/10 blur-3xl"
      />
      <div className="mx-auto flex max-w-content flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
        <h1 className="max-w-3xl text-3xl font-semibold text-ink sm:text-5xl sm:leading-tight">{title}</h1>
        <p className="max-w-2xl text-lg text-ink-muted">{description}</p>
        {actions && (
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>
        )}
      </div>
    </section>
  );
}

/**
 * The section's id, for in-page links (#benefits), and its heading's `${id}-heading`; or, for a
 * section no link opens, the slug its heading's id is made of (not from the title: a title in
 * Hindi makes none).
 */
type BandProps = ({ id: string; slug?: never } | { id?: never; slug: string }) & {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled band of a marketing page (the h2 takes the band's id for in-page links). */
export function MarketingBand({ id, slug, title, description, className, children }: BandProps) {
  const headingId = `${id ?? slug}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`render-near-viewport scroll-mt-20 py-16 [--offscreen-height:40rem] sm:py-20 ${className ?? ''}`}
    >
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <header className="mx-auto mb-10 flex max-w-2xl flex-col items-center gap-3 text-center">
          <h2 id={headingId} className="text-2xl font-semibold text-ink sm:text-3xl">
            {title}
          </h2>
          {description && <p className="text-ink-muted">{description}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

interface FeatureItem {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: string;
}

/** Cards of icon, title and text; numbered when they are steps. */
export function FeatureGrid({
  items,
  numbered = false,
  columns = 3,
}: {
  items: readonly FeatureItem[];
  numbered?: boolean;
  columns?: 3 | 4;
}) {
  const t = useT();
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`grid gap-4 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {items.map((item, index) => (
        <li
          key={item.title}
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-6 shadow-card"
        >
          <span className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent">
              <item.icon aria-hidden="true" className="size-5" />
            </span>
            {numbered && (
              <span className="text-sm font-semibold text-ink-subtle">
                {t('Step {number}', { number: index + 1 })}
              </span>
            )}
          </span>
          <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
          <p className="text-sm text-ink-muted">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
