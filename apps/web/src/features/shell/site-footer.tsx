import { Link, type LinkProps } from '@tanstack/react-router';
import { useT } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';

interface FooterLink {
  label: string;
  to: NonNullable<LinkProps['to']>;
  search?: Record<string, string>;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'How It Works', to: '/how-it-works' },
      { label: 'For Businesses', to: '/for-businesses' },
      { label: 'For Developers', to: '/for-developers' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Open Jobs', to: '/open-jobs' },
      { label: 'Apply as Tech Talent', to: '/developer-onboarding' },
      { label: 'Hire in Kenya', to: '/register', search: { role: 'client', region: 'kenya' } },
      { label: 'Hire in India', to: '/register', search: { role: 'client', region: 'india' } },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
];

/** The footer for signed-out visitors (spec 001 §2): company, resources, legal, language. */
export function SiteFooter() {
  // The year of the render time both sides share, in UTC: New Year's Eve hydrates as drawn.
  const year = new Date(useNow()).getUTCFullYear();
  const t = useT();
  return (
    <footer className="border-t border-line bg-surface/60">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-ink-muted">
            {t('Vetted Tech Talent from Kenya and India, matched to your project within 24 hours.')}
          </p>
          <LanguageSelect />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t.text(column.title)}>
            <h2 className="mb-3 text-sm font-semibold text-ink">{t.text(column.title)}</h2>
            <ul className="flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} search={link.search} className="text-sm text-ink-muted hover:text-ink">
                    {t.text(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-content px-4 py-6 text-xs text-ink-subtle sm:px-6 lg:px-8">
          {t('© {year} Talanta. All rights reserved.', { year })}
        </p>
      </div>
    </footer>
  );
}
