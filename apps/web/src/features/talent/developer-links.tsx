import type { TPublicDeveloper } from '@talanta/schema';
import { Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { GithubIcon, LinkedinIcon } from './brand-icons';

export interface DeveloperLink {
  href: string;
  /** "GitHub", "LinkedIn", or "Portfolio" (the `vetting` catalogue's word). */
  label: string;
  icon: ReactNode;
}

/** The developer's GitHub, LinkedIn and portfolio, those they filled in. */
export function developerLinks(
  developer: Pick<TPublicDeveloper, 'githubUrl' | 'linkedinUrl' | 'portfolioUrl'>,
): DeveloperLink[] {
  const links: DeveloperLink[] = [];
  if (developer.githubUrl)
    links.push({ href: developer.githubUrl, label: 'GitHub', icon: <GithubIcon className="size-4" /> });
  if (developer.linkedinUrl)
    links.push({ href: developer.linkedinUrl, label: 'LinkedIn', icon: <LinkedinIcon className="size-4" /> });
  if (developer.portfolioUrl)
    links.push({
      href: developer.portfolioUrl,
      label: 'Portfolio',
      icon: <Globe aria-hidden="true" className="size-4" />,
    });
  return links;
}

/** A link the developer gave, opened in a new tab and never followed by search engines. */
export function ExternalLink({ link }: { link: DeveloperLink }) {
  const t = useT();
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="flex items-center gap-2 rounded-md border border-line-strong px-3 py-2 text-sm text-ink hover:border-accent hover:text-accent"
    >
      {link.icon}
      {t.text(link.label)}
    </a>
  );
}
