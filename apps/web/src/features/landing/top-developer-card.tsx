import type { TPublicDeveloper } from '@talanta/schema';
import { Avatar, Badge, Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, MapPin } from 'lucide-react';
import { developerName, placeOf } from '@/features/talent/format';
import { SkillBadges } from '@/features/talent/skill-badges';
import { formatRate } from '@/lib/format';

/** Home cards show up to 4 skills plus "+N more" (spec 000 §9). */
const HOME_CARD_SKILLS = 4;

interface TopDeveloperCardProps {
  developer: TPublicDeveloper;
  /** A built-in sample: labelled as such, and its links lead to sign-up rather than a profile. */
  sample?: boolean;
}

export function TopDeveloperCard({ developer, sample = false }: TopDeveloperCardProps) {
  const name = developerName(developer);
  const rate = formatRate(developer.hourlyRate);
  const place = placeOf(developer);
  return (
    <article
      aria-label={name}
      className="relative flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-card transition-colors hover:border-accent/50"
    >
      <div className="flex items-start gap-4">
        <Avatar name={name} imageUrl={developer.user.profileImageUrl} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="flex items-center gap-1.5 text-lg font-semibold text-ink">
            {sample ? (
              <span className="truncate">{name}</span>
            ) : (
              // The name opens the profile; the stretched link makes the whole card clickable.
              <Link
                to="/developer/$id"
                params={{ id: String(developer.id) }}
                className="truncate after:absolute after:inset-0 after:rounded-xl hover:text-accent"
              >
                {name}
              </Link>
            )}
            {developer.isVerified && (
              <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-accent" />
            )}
          </h3>
          {developer.title && <p className="truncate text-sm text-ink-muted">{developer.title}</p>}
          {place && (
            <p className="flex items-center gap-1 text-sm text-ink-subtle">
              <MapPin aria-hidden="true" className="size-3.5" />
              {place}
            </p>
          )}
        </div>
        {sample && <Badge className="shrink-0">Sample profile</Badge>}
      </div>
      <SkillBadges skills={developer.skills} max={HOME_CARD_SKILLS} />
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-4">
        <span className="text-sm text-ink-muted">
          {rate ? <span className="text-base font-semibold text-ink">{rate}</span> : 'Rate on request'}
        </span>
        <Button asChild size="sm" className="relative z-10">
          {sample ? (
            <Link to="/register" search={{ role: 'client' }}>
              Hire this talent
            </Link>
          ) : (
            <Link
              to="/developer/$id/hire"
              params={{ id: String(developer.id) }}
              aria-label={`Hire this talent: ${name}`}
            >
              Hire this talent
            </Link>
          )}
        </Button>
      </div>
    </article>
  );
}
