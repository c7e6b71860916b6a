/**
 * The languages the site is offered in (issue 41): the spec's English, Spanish, French and German,
 * and Kiswahili and Hindi, spoken by the people it serves. Zod-free, so the browser's first route
 * reads it without the schema library.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'sw', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language choice lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  sw: 'Kiswahili',
  hi: 'हिन्दी',
};

/** The cookie that keeps a visitor's choice (a year); a signed-in user's is also kept on the account. */
export const LOCALE_COOKIE = 'talanta_locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages (an Accept-Language header, by quality) that the site
 * offers, matched on the primary subtag: `fr-CA` is French, `sw-KE` Kiswahili.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: quality ? Number(quality) : 1,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}

/** The value of one cookie in a Cookie header, or undefined. */
function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The language a page is drawn in: the visitor's kept choice, else the account's, else the first
 * of the browser's languages the site offers, else English.
 */
export function requestLocale(request: {
  cookie?: string | null;
  acceptLanguage?: string | null;
  accountLocale?: string | null;
}): Locale {
  const chosen = cookieValue(request.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  if (isLocale(request.accountLocale)) return request.accountLocale;
  return localeFromAcceptLanguage(request.acceptLanguage) ?? DEFAULT_LOCALE;
}
