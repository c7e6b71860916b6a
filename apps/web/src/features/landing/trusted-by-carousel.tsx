import type { TListedCompany } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatCount, PUBLIC_FIGURES_STALE_MS, usePublicFigures } from '@/features/marketing/public-figures';
import { useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';
import { CompanyLogoMark } from './company-logos';

/** Spec 000 §2 and §9: 4 logos per slide, a new slide every 3000 ms, wrapping around. */
export const LOGOS_PER_SLIDE = 4;
export const SLIDE_INTERVAL_MS = 3000;

/** The logos of one slide; the last slide wraps round to the first logos so every slide shows four. */
function logosOfSlide<T>(logos: readonly T[], slide: number): T[] {
  return Array.from(
    { length: LOGOS_PER_SLIDE },
    (_, offset) => logos[(slide * LOGOS_PER_SLIDE + offset) % logos.length]!,
  );
}

/**
 * Section 2: the companies hiring on Talanta that agreed to be named (issue 40; the spec's nine
 * were invented). None: no section. Up to four: one row. More: the carousel of spec 000 §2.
 */
export function TrustedByCarousel() {
  const trpc = useTRPC();
  const { data: companies = [] } = useQuery(
    trpc.profile.listedCompanies.queryOptions(undefined, {
      staleTime: PUBLIC_FIGURES_STALE_MS,
    }),
  );
  const figures = usePublicFigures();
  const t = useT();
  if (companies.length === 0) return null;
  const heading =
    figures.companies === null
      ? t('Companies hiring Tech Talent on Talanta')
      : t('Trusted by {count} companies hiring Tech Talent', {
          count: formatCount(t.locale, figures.companies),
        });
  return (
    <section aria-labelledby="trusted-heading" className="border-y border-line bg-surface/40 py-10">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <h2
          id="trusted-heading"
          className="mb-6 text-center text-sm font-semibold tracking-wide text-ink-muted uppercase"
        >
          {heading}
        </h2>
        {companies.length <= LOGOS_PER_SLIDE ? (
          <ul aria-label={t('Companies hiring on Talanta')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {companies.map((company) => (
              <li key={company.id}>
                <CompanyLogoMark company={company} />
              </li>
            ))}
          </ul>
        ) : (
          <LogoCarousel companies={companies} />
        )}
      </div>
    </section>
  );
}

/**
 * It advances by itself, pauses while the pointer or keyboard focus is on it, and has a pause
 * button and one button per slide (WCAG 2.2.2).
 */
function LogoCarousel({ companies }: { companies: readonly TListedCompany[] }) {
  const slideCount = Math.ceil(companies.length / LOGOS_PER_SLIDE);
  const [slide, setSlide] = useState(0);
  const [stopped, setStopped] = useState(false);
  // On a page drawn by the server these buttons are on screen before React: a press would be lost until then.
  const hydrated = useHydrated();
  const t = useT();
  const [held, setHeld] = useState(false);
  const running = !stopped && !held;
  // A tick already due when Pause is pressed (before the effect below clears the timer) must not
  // move the slide: the timer reads what the last render decided.
  const runningNow = useRef(running);
  runningNow.current = running;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (runningNow.current) setSlide((current) => (current + 1) % slideCount);
    }, SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, slideCount]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('Companies hiring on Talanta')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className="flex flex-col gap-4"
    >
      <div aria-live={running ? 'off' : 'polite'}>
        {/* biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group of logos, not a form's fieldset */}
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={t('{slide} of {count}', { slide: slide + 1, count: slideCount })}
          key={slide}
          className="grid grid-cols-2 gap-3 motion-safe:animate-fade-in md:grid-cols-4"
        >
          {logosOfSlide(companies, slide).map((company) => (
            <CompanyLogoMark key={company.id} company={company} />
          ))}
        </div>
      </div>
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setStopped((value) => !value)}
          disabled={!hydrated}
          aria-label={stopped ? t('Play the logo carousel') : t('Pause the logo carousel')}
          className="flex size-8 items-center justify-center rounded-full border border-line-strong text-ink-muted hover:text-ink"
        >
          {stopped ? (
            <Play aria-hidden="true" className="size-3.5" />
          ) : (
            <Pause aria-hidden="true" className="size-3.5" />
          )}
        </button>
        {Array.from({ length: slideCount }, (_, index) => (
          <button
            key={index}
            type="button"
            onClick={() => setSlide(index)}
            disabled={!hydrated}
            aria-label={t('Show slide {slide} of {count}', { slide: index + 1, count: slideCount })}
            aria-current={index === slide ? 'true' : undefined}
            className="flex size-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-2 rounded-full transition-all',
                index === slide ? 'w-6 bg-accent' : 'w-2 bg-line-strong',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
