import { DEVELOPER_COUNTRY_LABELS, type TPublicDeveloper } from '@talanta/schema';
import { useT } from '@/lib/i18n';

type Placed = Pick<TPublicDeveloper, 'location' | 'country'>;

/** Whether the developer gave a location or a country (the place line shows). */
export const hasPlace = (developer: Placed) => Boolean(developer.location || developer.country);

/**
 * Where the developer is: their location in their own words (never translated, by us or by the
 * reader's browser), with the country in the page's language when the location names only a city.
 */
export function DeveloperPlace({ developer }: { developer: Placed }) {
  const t = useT();
  const { location, country } = developer;
  const countryName = country ? t.text(DEVELOPER_COUNTRY_LABELS[country]) : null;
  if (!location) return countryName;
  if (!country || location.toLowerCase().includes(country)) return <span translate="no">{location}</span>;
  return (
    <>
      <span translate="no">{location},</span> {countryName}
    </>
  );
}
