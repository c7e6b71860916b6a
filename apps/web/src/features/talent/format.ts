import { AVAILABILITY_LABELS, DEVELOPER_COUNTRY_LABELS, type TPublicDeveloper } from '@talanta/schema';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});

/** "$45/hr" (rates are US dollars per hour); null when the developer has not set one. */
export function formatRate(rate: number | null): string | null {
  return rate === null ? null : `${dollars.format(rate).replace(/\.00$/, '')}/hr`;
}

export function formatYears(years: number | null): string | null {
  if (years === null) return null;
  return years === 1 ? '1 year experience' : `${years} years experience`;
}

export function availabilityLabel(developer: Pick<TPublicDeveloper, 'availability'>): string | null {
  return developer.availability ? AVAILABILITY_LABELS[developer.availability] : null;
}

/** The location as written, with the country added when the location names only a city. */
export function placeOf(developer: Pick<TPublicDeveloper, 'location' | 'country'>): string | null {
  const { location, country } = developer;
  if (!location) return country ? DEVELOPER_COUNTRY_LABELS[country] : null;
  if (!country || location.toLowerCase().includes(country)) return location;
  return `${location}, ${DEVELOPER_COUNTRY_LABELS[country]}`;
}

export function developerName(developer: Pick<TPublicDeveloper, 'user'>): string {
  return `${developer.user.firstName} ${developer.user.lastName}`.trim();
}
