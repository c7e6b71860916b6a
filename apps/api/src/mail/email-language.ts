import { type I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@talanta/schema/i18n';
import type { MessageIds } from '@talanta/schema/i18n/catalogues';
import { messages as de } from '@talanta/schema/i18n/compiled/email/de';
import { messages as en } from '@talanta/schema/i18n/compiled/email/en';
import { messages as es } from '@talanta/schema/i18n/compiled/email/es';
import { messages as fr } from '@talanta/schema/i18n/compiled/email/fr';
import { messages as hi } from '@talanta/schema/i18n/compiled/email/hi';
import { messages as sw } from '@talanta/schema/i18n/compiled/email/sw';

/** Lingui's runtime with every language's email catalogue, made once per process. */
const lingui: Record<Locale, I18n> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: { en, es, fr, de, sw, hi }[locale] } }),
  ]),
) as Record<Locale, I18n>;

export type EmailText = (id: MessageIds['email'], values?: Record<string, string | number>) => string;

/**
 * An email's words in its recipient's language (issue 41): the account's choice, else English.
 * `locale` is what users.locale holds (null until chosen).
 */
export function emailText(locale: string | null | undefined): EmailText {
  const i18n = lingui[emailLocale(locale)];
  return (id, values) => i18n._(id, values);
}

export function emailLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
