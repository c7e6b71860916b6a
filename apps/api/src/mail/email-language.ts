import { type I18n, setupI18n } from '@lingui/core';
import { formatUsd } from '@talanta/schema';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@talanta/schema/i18n';
import type { MessageIds } from '@talanta/schema/i18n/catalogues';
import { messages as de } from '@talanta/schema/i18n/compiled/email/de';
import { messages as en } from '@talanta/schema/i18n/compiled/email/en';
import { messages as es } from '@talanta/schema/i18n/compiled/email/es';
import { messages as fr } from '@talanta/schema/i18n/compiled/email/fr';
import { messages as hi } from '@talanta/schema/i18n/compiled/email/hi';
import { messages as sw } from '@talanta/schema/i18n/compiled/email/sw';
import { formatInTimeZone } from './email-time';

/** Lingui's runtime with every language's email catalogue, made once per process. */
const lingui: Record<Locale, I18n> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: { en, es, fr, de, sw, hi }[locale] } }),
  ]),
) as Record<Locale, I18n>;

export type EmailMessageId = MessageIds['email'];

export interface EmailText {
  (id: EmailMessageId, values?: Record<string, string | number>): string;
  /** The recipient's language. */
  locale: Locale;
  /**
   * An English text that arrives at run time, such as a label from a constant packages/schema
   * shares with the web app: the email catalogue's entry of that same text, else the text itself
   * (emailCatalogueHolds lets a test check each constant is catalogued).
   */
  text(english: string): string;
  /** Cents as US dollars, in the recipient's way of writing amounts. */
  money(cents: number): string;
  /** A calendar day stored as YYYY-MM-DD, in words in the recipient's language. */
  day(isoDay: string): string;
  /** A moment in the recipient's zone, named (see email-time.ts). */
  time(at: Date, timeZone: string): string;
}

/**
 * An email's words in its recipient's language (issue 41): the account's choice, else English.
 * `locale` is what users.locale holds (null until chosen). English keeps the forms its emails
 * always had (formatUsd, YYYY-MM-DD days), which other texts and tests quote.
 */
export function emailText(locale: string | null | undefined): EmailText {
  const chosen = emailLocale(locale);
  const i18n = lingui[chosen];
  const t = ((id, values) => i18n._(id, values)) as EmailText;
  t.locale = chosen;
  t.text = (english) => i18n._(english);
  if (chosen === DEFAULT_LOCALE) {
    t.money = formatUsd;
    t.day = (isoDay) => isoDay;
  } else {
    const money = new Intl.NumberFormat(chosen, { style: 'currency', currency: 'USD' });
    const day = new Intl.DateTimeFormat(chosen, { dateStyle: 'long', timeZone: 'UTC' });
    t.money = (cents) => money.format(cents / 100);
    t.day = (isoDay) => day.format(new Date(`${isoDay}T00:00:00Z`));
  }
  t.time = (at, timeZone) => formatInTimeZone(at, timeZone, chosen);
  return t;
}

export function emailLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Whether the email catalogue holds an English text (for the tests of constants used through `text`). */
export function emailCatalogueHolds(english: string): boolean {
  return english in en;
}
