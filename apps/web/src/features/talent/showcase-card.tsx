import type { TPublicDeveloper } from '@talanta/schema';
import { Avatar, Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Globe, MapPin } from 'lucide-react';
import { formatRate } from '@/lib/format';
import { GithubIcon, LinkedinIcon } from './brand-icons';
import { CARD_SKILLS } from './developer-card';
import { developerName, formatYears, placeOf } from './format';
import { SkillBadges } from './skill-badges';

function OutLink({ href, label, children }: { href: string; label: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      aria-label={label}
      className="relative z-10 flex size-9 items-center justify-center rounded-md border border-line-strong text-ink-muted hover:border-accent hover:text-accent"
    >
      {children}
    </a>
  );
}

/** A card of the public showcase: links out to GitHub, LinkedIn and portfolio, and Hire This Developer. */
export function ShowcaseCard({ developer }: { developer: TPublicDeveloper }) {
  const name = developerName(developer);
  const rate = formatRate(developer.hourlyRate);
  const years = formatYears(developer.yearsOfExperience);
  const place = placeOf(developer);
  return (
    <article
      aria-label={name}
      className="relative flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} imageUrl={developer.user.profileImageUrl} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="flex items-center gap-1.5 font-semibold text-ink">
            <Link
              to="/developer/$id"
              params={{ id: String(developer.id) }}
              className="truncate after:absolute after:inset-0 after:rounded-xl hover:text-accent"
            >
              {name}
            </Link>
            {developer.isVerified && (
              <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-accent" />
            )}
          </h3>
          {developer.title && <p className="line-clamp-2 text-sm text-ink-muted">{developer.title}</p>}
          {place && (
            <p className="flex items-center gap-1 text-sm text-ink-subtle">
              <MapPin aria-hidden="true" className="size-3.5" />
              {place}
            </p>
          )}
        </div>
      </div>
      {developer.bio && <p className="line-clamp-3 text-sm text-ink-muted">{developer.bio}</p>}
      <SkillBadges skills={developer.skills} max={CARD_SKILLS} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <div className="flex flex-col">
          {rate && <span className="font-semibold text-ink">{rate}</span>}
          {years && <span className="text-xs text-ink-muted">{years}</span>}
        </div>
        <div className="flex items-center gap-2">
          {developer.githubUrl && (
            <OutLink href={developer.githubUrl} label={`${name} on GitHub`}>
              <GithubIcon className="size-4" />
            </OutLink>
          )}
          {developer.linkedinUrl && (
            <OutLink href={developer.linkedinUrl} label={`${name} on LinkedIn`}>
              <LinkedinIcon className="size-4" />
            </OutLink>
          )}
          {developer.portfolioUrl && (
            <OutLink href={developer.portfolioUrl} label={`Portfolio of ${name}`}>
              <Globe aria-hidden="true" className="size-4" />
            </OutLink>
          )}
        </div>
      </div>
      <Button asChild size="sm" className="relative z-10">
        <Link to="/register" search={{ role: 'client' }} aria-label={`Hire This Developer: ${name}`}>
          Hire This Developer
        </Link>
      </Button>
    </article>
  );
}
