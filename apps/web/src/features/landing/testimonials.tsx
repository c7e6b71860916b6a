import { Avatar, Badge } from '@talanta/ui';
import { Quote } from 'lucide-react';
import { LandingSection } from './landing-section';
import { StarRating } from './star-rating';
import { TESTIMONIALS } from './testimonials-data';

/** Section 7: static testimonials with their ratings and industries. */
export function Testimonials() {
  return (
    <LandingSection
      id="testimonials"
      eyebrow="Testimonials"
      title="What our clients say"
      description="Teams in fintech, health, agritech and beyond build with Talanta developers."
      className="bg-surface/40"
    >
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-card">
              <div className="flex items-center justify-between gap-3">
                <StarRating rating={testimonial.rating} />
                <Badge>{testimonial.industry}</Badge>
              </div>
              <blockquote className="flex flex-1 gap-2 text-ink">
                <Quote aria-hidden="true" className="size-4 shrink-0 rotate-180 text-accent" />
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3 border-t border-line pt-4">
                <Avatar name={testimonial.author.name} imageUrl={testimonial.author.avatar} />
                <span className="flex flex-col">
                  <span className="text-sm font-semibold text-ink">{testimonial.author.name}</span>
                  <span className="text-xs text-ink-muted">
                    {testimonial.author.role}, {testimonial.author.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
