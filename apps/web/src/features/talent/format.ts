import { AVAILABILITY_LABELS, DEVELOPER_COUNTRY_LABELS, type TPublicDeveloper } from '@talanta/schema';
import { personName } from '@/lib/format';
import type { Translate } from '@/lib/i18n';

/** "6 years experience" in the page's language. */
export function formatYears(years: number | null, t: Translate): string | null {
  if (years === null) return null;
  return t('{years, plural, one {# year experience} other {# years experience}}', { years });
}

/** "Full-time", "Part-time", "Contract": the job board's words (the `jobs` catalogue). */
export function availabilityLabel(
  developer: Pick<TPublicDeveloper, 'availability'>,
  t: Translate,
): string | null {
  return developer.availability ? t.text(AVAILABILITY_LABELS[developer.availability]) : null;
}

/**
 * The location as written (the developer's own words), with the country added, in the page's
 * language, when the location names only a city.
 */
export function placeOf(
  developer: Pick<TPublicDeveloper, 'location' | 'country'>,
  t: Translate,
): string | null {
  const { location, country } = developer;
  if (!location) return country ? t.text(DEVELOPER_COUNTRY_LABELS[country]) : null;
  if (!country || location.toLowerCase().includes(country)) return location;
  return `${location}, ${t.text(DEVELOPER_COUNTRY_LABELS[country])}`;
}

/** "$45/hr", the amount written in the page's language (the `visitor` catalogue's "{rate}/hr"). */
export function rateText(rate: number | null, t: Translate): string | null {
  return rate === null ? null : t('{rate}/hr', { rate: dollarsIn(rate, t) });
}

/** "$45" in the page's language. */
export function dollarsIn(amount: number, t: Translate): string {
  return new Intl.NumberFormat(t.locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function developerName(developer: Pick<TPublicDeveloper, 'user'>): string {
  return personName(developer.user);
}
