import type { TPublicDeveloper } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { developerName } from '@/features/talent/format';
import { useT } from '@/lib/i18n';

/**
 * The home card's foot: the rate ("$45/hr", written in the page's language) and Hire this talent (a
 * sample's leads to sign-up as a client).
 */
export function TopDeveloperFooter({ developer, sample }: { developer: TPublicDeveloper; sample: boolean }) {
  const t = useT();
  const rate =
    developer.hourlyRate === null
      ? null
      : t('{rate}/hr', {
          rate: new Intl.NumberFormat(t.locale, {
            style: 'currency',
            currency: 'USD',
            minimumFractionDigits: 0,
            maximumFractionDigits: 2,
          }).format(developer.hourlyRate),
        });
  return (
    <div className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-4">
      <span className="text-sm text-ink-muted">
        {rate ? <span className="text-base font-semibold text-ink">{rate}</span> : t('Rate on request')}
      </span>
      <Button asChild size="sm" className="relative z-10">
        {sample ? (
          <Link to="/register" search={{ role: 'client' }}>
            {t('Hire this talent')}
          </Link>
        ) : (
          <Link
            to="/developer/$id/hire"
            params={{ id: String(developer.id) }}
            aria-label={t('Hire this talent: {name}', { name: developerName(developer) })}
          >
            {t('Hire this talent')}
          </Link>
        )}
      </Button>
    </div>
  );
}
