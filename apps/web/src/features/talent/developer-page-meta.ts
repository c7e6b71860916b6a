import { DEVELOPER_COUNTRY_LABELS, type TPublicDeveloper } from '@talanta/schema';
import { personName } from '@/lib/format';
import type { Translate } from '@/lib/i18n';
import { jsonLdText, metaDescription } from '@/lib/json-ld';
import type { IndexedPageMeta, PageMeta } from '@/lib/page-meta';

/**
 * What search engines read of a developer's public profile (/developer/{id}, issue 40): its title
 * and description, and a schema.org ProfilePage about the Person. Apart from the page's code: a
 * route's `head()` is in the app's first chunk.
 */

/** "Amina Otieno, Senior React Developer" and a line about them (the tab and search results). */
export function developerPageMeta(developer: TPublicDeveloper, t: Translate): PageMeta {
  const name = personName(developer.user);
  // The name, title, place, skills and bio are the developer's own words; the frame is the page's language.
  const headline = `${name}${developer.title ? `, ${developer.title}` : ''}`;
  const lead = developer.location
    ? t('{who} in {place}: a vetted developer on Talanta.', { who: headline, place: developer.location })
    : t('{who}: a vetted developer on Talanta.', { who: headline });
  const about = developer.bio ? ` ${developer.bio}` : '';
  return {
    title: headline,
    description: metaDescription(`${lead} ${developer.skills.slice(0, 6).join(', ')}.${about}`),
  };
}

function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** schema.org ProfilePage whose main entity is the developer (Person). */
export function profilePageJsonLd(developer: TPublicDeveloper, url: string, origin: string) {
  const { user } = developer;
  const sameAs = [developer.githubUrl, developer.linkedinUrl, developer.portfolioUrl].filter(
    (link): link is string => Boolean(link),
  );
  const address = developer.location || developer.country;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      name: personName(user),
      givenName: user.firstName,
      familyName: user.lastName,
      url,
      ...(developer.title && { jobTitle: developer.title }),
      ...(developer.bio && { description: developer.bio }),
      ...(user.profileImageUrl && { image: absolute(origin, user.profileImageUrl) }),
      ...(address && {
        address: {
          '@type': 'PostalAddress',
          ...(developer.location && { addressLocality: developer.location }),
          ...(developer.country && { addressCountry: DEVELOPER_COUNTRY_LABELS[developer.country] }),
        },
      }),
      ...(developer.skills.length > 0 && { knowsAbout: developer.skills }),
      ...(sameAs.length > 0 && { sameAs }),
    },
  };
}

/** /developer/{id}: the profile's title, description, canonical address and ProfilePage. */
export function developerHead(developer: TPublicDeveloper, origin: string, t: Translate): IndexedPageMeta {
  const canonicalUrl = `${origin}/developer/${developer.id}`;
  return {
    ...developerPageMeta(developer, t),
    canonicalUrl,
    jsonLd: jsonLdText(profilePageJsonLd(developer, canonicalUrl, origin)),
  };
}
