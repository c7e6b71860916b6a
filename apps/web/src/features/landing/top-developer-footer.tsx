import type { TPublicDeveloper } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { developerName } from '@/features/talent/format';
import { formatRate } from '@/lib/format';

/** The home card's foot: the rate and Hire this talent (a sample's leads to sign-up as a client). */
export function TopDeveloperFooter({ developer, sample }: { developer: TPublicDeveloper; sample: boolean }) {
  const rate = formatRate(developer.hourlyRate);
  return (
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
            aria-label={`Hire this talent: ${developerName(developer)}`}
          >
            Hire this talent
          </Link>
        )}
      </Button>
    </div>
  );
}
