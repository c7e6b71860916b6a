import type { TPublicDeveloper } from '@talanta/schema';
import { Avatar, Button, cn, SkillBadges } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { Briefcase, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { RatingSummary } from '@/features/review/rating-summary';
import { SaveToShortlistButton } from '@/features/saved/save-to-shortlist-button';
import { useT } from '@/lib/i18n';
import { DeveloperPlace, hasPlace } from './developer-place';
import { availabilityLabel, developerName, formatYears, rateText } from './format';
import { VerifiedBadge, VettingChips } from './vetting-badges';

/** Browse and showcase cards show the first 6 skills plus "+N more"; the home page 4 (spec 000 §9). */
export const CARD_SKILLS = 6;
export const HOME_CARD_SKILLS = 4;

interface DeveloperCardProps {
  developer: TPublicDeveloper;
  /** How many skills before "+N more". */
  skillCount: number;
  /** The name opens the public profile, and a stretched link makes the whole card clickable. */
  linkToProfile?: boolean;
  /** The signed-in grid's reading: the rate beside the name and place, experience, availability. */
  withFacts?: boolean;
  /** Lines of bio to show; none when absent. */
  bioLines?: 2 | 3;
  /** Beside the name, e.g. "Sample profile". */
  badge?: ReactNode;
  /** Below the skills: the rate, links and the card's action. */
  children: ReactNode;
}

/** The one developer card: the landing page, the public showcase and the signed-in Browse grid. */
export function DeveloperCard(props: DeveloperCardProps) {
  const t = useT();
  const { developer, withFacts = false, linkToProfile = false } = props;
  const name = developerName(developer);
  const rate = withFacts ? rateText(developer.hourlyRate, t) : null;
  const place = hasPlace(developer);
  return (
    <article
      aria-label={name}
      className={cn(
        'flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card',
        linkToProfile && 'relative transition-colors hover:border-accent/50',
      )}
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} imageUrl={developer.user.profileImageUrl} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {/* A person's own words (name, title, bio) are never machine-translated, nor by the reader's browser. */}
          <h3 translate="no" className="flex items-center gap-1.5 font-semibold text-ink">
            {linkToProfile ? (
              <Link
                to="/developer/$id"
                params={{ id: String(developer.id) }}
                className="truncate after:absolute after:inset-0 after:rounded-xl hover:text-accent"
              >
                {name}
              </Link>
            ) : (
              <span className="truncate">{name}</span>
            )}
          </h3>
          {developer.title && (
            <p translate="no" className="line-clamp-2 text-sm text-ink-muted">
              {developer.title}
            </p>
          )}
          {developer.isVerified && <VerifiedBadge compact />}
          {place && !withFacts && (
            <p className="flex items-center gap-1 text-sm text-ink-subtle">
              <MapPin aria-hidden="true" className="size-3.5" />
              <DeveloperPlace developer={developer} />
            </p>
          )}
        </div>
        {rate && <span className="shrink-0 text-base font-semibold text-ink">{rate}</span>}
        {props.badge}
      </div>
      <RatingSummary rating={developer.rating} completedContracts={developer.completedContracts} />
      <VettingChips vetting={developer.vetting} />
      {withFacts && <DeveloperFacts developer={developer} />}
      {developer.bio && props.bioLines && (
        <p
          translate="no"
          className={cn('text-sm text-ink-muted', props.bioLines === 2 ? 'line-clamp-2' : 'line-clamp-3')}
        >
          {developer.bio}
        </p>
      )}
      <SkillBadges skills={developer.skills} max={props.skillCount} />
      {props.children}
    </article>
  );
}

function DeveloperFacts({ developer }: { developer: TPublicDeveloper }) {
  const t = useT();
  const facts = [
    { key: 'place', icon: MapPin, text: hasPlace(developer) && <DeveloperPlace developer={developer} /> },
    { key: 'years', icon: Briefcase, text: formatYears(developer.yearsOfExperience, t) },
    { key: 'availability', icon: Clock, text: availabilityLabel(developer, t) },
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
      {facts.map(
        ({ key, icon: Icon, text }) =>
          text && (
            <li key={key} className="flex items-center gap-1">
              <Icon aria-hidden="true" className="size-3.5" />
              {text}
            </li>
          ),
      )}
    </ul>
  );
}

/** The signed-in grid's foot: Save to a shortlist (clients) and View Profile. */
export function ViewProfileFooter({ developer }: { developer: TPublicDeveloper }) {
  const t = useT();
  return (
    <div className="mt-auto flex justify-end gap-2 border-t border-line pt-4">
      <SaveToShortlistButton developerId={developer.id} name={developerName(developer)} />
      <Button asChild size="sm">
        <Link
          to="/developers/$id"
          params={{ id: String(developer.id) }}
          aria-label={t('View Profile of {name}', { name: developerName(developer) })}
        >
          {t('View Profile')}
        </Link>
      </Button>
    </div>
  );
}
