import type { TTestimonial } from '@talanta/schema';
import { Avatar, Badge } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { PUBLIC_FIGURES_STALE_MS } from '@/features/marketing/public-figures';
import { useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';
import { LandingSection } from './landing-section';
import { StarRating } from './star-rating';

/**
 * Published reviews clients wrote of their developers and agreed to have quoted (issue 40; the
 * spec's six were invented). The page's loader has them in the page; none: no section.
 */
export function useTestimonials(): TTestimonial[] {
  const trpc = useTRPC();
  const { data = [] } = useQuery(
    trpc.review.testimonials.queryOptions(undefined, { staleTime: PUBLIC_FIGURES_STALE_MS }),
  );
  return data;
}

/** Section 7: the testimonials, with their ratings and industries. */
export function Testimonials() {
  const testimonials = useTestimonials();
  const t = useT();
  if (testimonials.length === 0) return null;
  return (
    <LandingSection
      id="testimonials"
      eyebrow={t('Testimonials')}
      title={t('What our clients say')}
      description={t('Reviews clients wrote when a contract ended, quoted with their permission.')}
      className="bg-surface/40"
    >
      <TestimonialList testimonials={testimonials} />
    </LandingSection>
  );
}

export function TestimonialList({ testimonials }: { testimonials: readonly TTestimonial[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

function TestimonialCard({ testimonial }: { testimonial: TTestimonial }) {
  const { author } = testimonial;
  const t = useT();
  const name = `${author.firstName} ${author.lastName}`;
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-card">
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={testimonial.rating} />
        {author.industry && <Badge>{t.text(author.industry)}</Badge>}
      </div>
      <blockquote className="flex flex-1 gap-2 text-ink">
        <Quote aria-hidden="true" className="size-4 shrink-0 rotate-180 text-accent" />
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t border-line pt-4">
        <Avatar name={name} imageUrl={author.imageUrl} />
        <span className="flex flex-col">
          <span className="text-sm font-semibold text-ink">{name}</span>
          <span className="text-xs text-ink-muted">
            {author.company
              ? t('{company}, on {developer}', {
                  company: author.company,
                  developer: testimonial.developerFirstName,
                })
              : t('On {developer}', { developer: testimonial.developerFirstName })}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
