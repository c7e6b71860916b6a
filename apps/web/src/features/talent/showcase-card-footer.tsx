import type { TPublicDeveloper } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { GithubIcon, LinkedinIcon } from './brand-icons';
import { developerName, formatYears, rateText } from './format';

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

/** The public showcase card's foot: links out to GitHub, LinkedIn and portfolio, and Hire This Developer. */
export function ShowcaseCardFooter({ developer }: { developer: TPublicDeveloper }) {
  const t = useT();
  const name = developerName(developer);
  const rate = rateText(developer.hourlyRate, t);
  const years = formatYears(developer.yearsOfExperience, t);
  return (
    <>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <div className="flex flex-col">
          {rate && <span className="font-semibold text-ink">{rate}</span>}
          {years && <span className="text-xs text-ink-muted">{years}</span>}
        </div>
        <div className="flex items-center gap-2">
          {developer.githubUrl && (
            <OutLink href={developer.githubUrl} label={t('{name} on GitHub', { name })}>
              <GithubIcon className="size-4" />
            </OutLink>
          )}
          {developer.linkedinUrl && (
            <OutLink href={developer.linkedinUrl} label={t('{name} on LinkedIn', { name })}>
              <LinkedinIcon className="size-4" />
            </OutLink>
          )}
          {developer.portfolioUrl && (
            <OutLink href={developer.portfolioUrl} label={t('Portfolio of {name}', { name })}>
              <Globe aria-hidden="true" className="size-4" />
            </OutLink>
          )}
        </div>
      </div>
      <Button asChild size="sm" className="relative z-10">
        <Link
          to="/register"
          search={{ role: 'client' }}
          aria-label={t('Hire This Developer: {name}', { name })}
        >
          {t('Hire This Developer')}
        </Link>
      </Button>
    </>
  );
}
