import type { TVettingSubmission } from '@talanta/schema';
import { FileText, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { GithubIcon, LinkedinIcon } from '@/features/talent/brand-icons';

/** GitHub, LinkedIn, and Portfolio and Resume when given; each opens in a new tab. */
export function ApplicantLinks({ application }: { application: TVettingSubmission }) {
  const links: { href: string; label: string; icon: ReactNode }[] = [
    { href: application.githubUrl, label: 'GitHub', icon: <GithubIcon className="size-3.5" /> },
    { href: application.linkedinUrl, label: 'LinkedIn', icon: <LinkedinIcon className="size-3.5" /> },
  ];
  if (application.portfolioUrl)
    links.push({
      href: application.portfolioUrl,
      label: 'Portfolio',
      icon: <Globe aria-hidden="true" className="size-3.5" />,
    });
  if (application.resumeUrl)
    links.push({
      href: application.resumeUrl,
      label: 'Resume',
      icon: <FileText aria-hidden="true" className="size-3.5" />,
    });
  return (
    <ul className="relative z-10 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-accent underline-offset-4 hover:underline"
          >
            {link.icon}
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
