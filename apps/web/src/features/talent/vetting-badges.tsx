import { type TPublicDeveloper, VERIFIED_MEANING, VETTING_STAGE_LABELS } from '@talanta/schema';
import { Badge, cn } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide-react';
import { useT } from '@/lib/i18n';

/**
 * "Vetted: Assessment ✓ Interview ✓ References ✓" (issue 38): the stages the developer's approved
 * vetting application passed, in words (the tick is decoration), never the scores.
 */
export function VettingChips({
  vetting,
  className,
}: Pick<TPublicDeveloper, 'vetting'> & { className?: string }) {
  const t = useT();
  if (!vetting || vetting.passed.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-1.5 text-sm', className)}>
      <span className="text-ink-muted">{t('Vetted:')}</span>
      <ul aria-label={t('Vetting stages passed')} className="flex flex-wrap gap-1.5">
        {vetting.passed.map((key) => (
          <li key={key}>
            <Badge variant="neutral">
              {t.text(VETTING_STAGE_LABELS[key])}
              <span aria-hidden="true">✓</span>
              <span className="sr-only">{t('passed')}</span>
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where the meaning of "Verified" is explained at length (its words are the `visitor` catalogue's). */
function VerifiedMeaningLink({ className }: { className?: string }) {
  const t = useT();
  return (
    <Link to="/how-it-works" hash="verified" className={cn('underline hover:text-accent', className)}>
      {t.text(VERIFIED_MEANING)}
    </Link>
  );
}

/**
 * The "Verified" badge with its meaning in visible words beside it, and a link to the longer
 * explanation (ADR 0029): never a hover-only title. `compact` is the card's one line.
 */
export function VerifiedBadge({ compact = false }: { compact?: boolean }) {
  const t = useT();
  if (compact) {
    return (
      <p className="flex items-center gap-1 text-xs text-ink-muted">
        <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0 text-accent" />
        <span>
          <span className="font-medium text-ink">{t('Verified')}</span>:{' '}
          {/* Above the card's stretched link, so it stays a link of its own. */}
          <VerifiedMeaningLink className="relative z-10" />
        </span>
      </p>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm font-normal text-ink-muted">
      <Badge variant="accent">
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        {t('Verified')}
      </Badge>
      <VerifiedMeaningLink />
    </span>
  );
}
