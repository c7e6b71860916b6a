import { AVAILABILITY_LABELS, DEVELOPER_COUNTRY_LABELS, type TPublicDeveloper } from '@talanta/schema';
import { personName } from '@/lib/format';

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
  return personName(developer.user);
}
