import type { TPublicDeveloper } from '@talanta/schema';
import { Avatar, Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Briefcase, Clock, MapPin } from 'lucide-react';
import { formatRate } from '@/lib/format';
import { availabilityLabel, developerName, formatYears, placeOf } from './format';
import { SkillBadges } from './skill-badges';

/** Browse and showcase cards show the first 6 skills plus "+N more" (spec 000 §9). */
export const CARD_SKILLS = 6;

/** A card of the signed-in Browse Tech Talent grid: real figures only, and View Profile. */
export function DeveloperCard({ developer }: { developer: TPublicDeveloper }) {
  const name = developerName(developer);
  const rate = formatRate(developer.hourlyRate);
  const years = formatYears(developer.yearsOfExperience);
  const availability = availabilityLabel(developer);
  const place = placeOf(developer);
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} imageUrl={developer.user.profileImageUrl} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="flex items-center gap-1.5 font-semibold text-ink">
            <span className="truncate">{name}</span>
            {developer.isVerified && (
              <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-accent" />
            )}
          </h3>
          {developer.title && <p className="line-clamp-2 text-sm text-ink-muted">{developer.title}</p>}
        </div>
        {rate && <span className="shrink-0 text-base font-semibold text-ink">{rate}</span>}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        {place && (
          <li className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {place}
          </li>
        )}
        {years && (
          <li className="flex items-center gap-1">
            <Briefcase aria-hidden="true" className="size-3.5" />
            {years}
          </li>
        )}
        {availability && (
          <li className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {availability}
          </li>
        )}
      </ul>
      {developer.bio && <p className="line-clamp-2 text-sm text-ink-muted">{developer.bio}</p>}
      <SkillBadges skills={developer.skills} max={CARD_SKILLS} />
      <div className="mt-auto flex justify-end border-t border-line pt-4">
        <Button asChild size="sm">
          <Link
            to="/developers/$id"
            params={{ id: String(developer.id) }}
            aria-label={`View Profile of ${name}`}
          >
            View Profile
          </Link>
        </Button>
      </div>
    </article>
  );
}

export function DeveloperCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-72 flex-col gap-4 rounded-xl border border-line bg-surface p-5">
      <div className="flex gap-3">
        <div className="size-14 rounded-full bg-surface-raised motion-safe:animate-pulse" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-4 w-2/3 rounded bg-surface-raised motion-safe:animate-pulse" />
          <div className="h-3 w-1/2 rounded bg-surface-raised motion-safe:animate-pulse" />
        </div>
      </div>
      <div className="h-3 w-full rounded bg-surface-raised motion-safe:animate-pulse" />
      <div className="h-3 w-4/5 rounded bg-surface-raised motion-safe:animate-pulse" />
      <div className="mt-auto h-8 w-28 self-end rounded bg-surface-raised motion-safe:animate-pulse" />
    </div>
  );
}
