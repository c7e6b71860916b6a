import { type I18n, setupI18n } from '@lingui/core';
import type { CompiledCatalogue } from '@talanta/schema/i18n';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
} from '@talanta/schema/i18n';
import type { MessageIds, Namespace } from '@talanta/schema/i18n/catalogues';
import { useLingui } from './i18n-react';

/** Every message id of every catalogue (a typo in an id is a type error). */
export type MessageId = MessageIds[Namespace];
export type MessageValues = Record<string, string | number | Date | undefined>;

/** What a page's data carries of its language (router.tsx dehydrates it with the page). */
export interface DehydratedI18n {
  locale: Locale;
  namespaces: Namespace[];
  /** The loaded catalogues' messages, as JSON (compiled messages hold values the router's types cannot check). */
  messages: string;
}

/** Where the compiled messages of some namespaces in a language come from (the API's i18n.messages). */
export type MessagesSource = (locale: Locale, namespaces: Namespace[]) => Promise<CompiledCatalogue>;

/**
 * The app's language: Lingui's runtime with the catalogues a screen needs, loaded by its route
 * (`context.i18n.load(['auth'])`) and, for the first screen, sent with the page. One per request
 * on the server, one in the browser.
 */
export class AppI18n {
  readonly lingui: I18n;
  readonly #loaded = new Set<Namespace>();
  readonly #source: MessagesSource;

  constructor(source: MessagesSource, locale: Locale = DEFAULT_LOCALE) {
    this.#source = source;
    this.lingui = setupI18n({ locale, messages: { [locale]: {} } });
  }

  get locale(): Locale {
    return this.lingui.locale as Locale;
  }

  /** Loads each namespace not yet loaded in the current language. */
  async load(namespaces: readonly Namespace[]): Promise<void> {
    const locale = this.locale;
    const missing = namespaces.filter((namespace) => !this.#loaded.has(namespace));
    if (missing.length === 0) return;
    const messages = await this.#source(locale, missing);
    // The language may have changed meanwhile; the newer choice loads its own.
    if (this.locale !== locale) return;
    for (const namespace of missing) this.#loaded.add(namespace);
    this.lingui.load(locale, messages);
  }

  /** Switches every loaded namespace to another language, then the screen re-renders in it. */
  async switchTo(locale: Locale): Promise<void> {
    const namespaces = [...this.#loaded];
    if (namespaces.length > 0) this.lingui.load(locale, await this.#source(locale, namespaces));
    this.lingui.activate(locale);
  }

  dehydrate(): DehydratedI18n {
    return {
      locale: this.locale,
      namespaces: [...this.#loaded],
      messages: JSON.stringify(this.lingui.messages),
    };
  }

  hydrate({ locale, namespaces, messages: json }: DehydratedI18n): void {
    const messages = JSON.parse(json) as CompiledCatalogue;
    this.lingui.load(locale, messages);
    this.lingui.activate(locale);
    for (const namespace of namespaces) this.#loaded.add(namespace);
  }
}

/** Keeps the choice for a year, for the server's next render of any page. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads; Cookie Store is not in every supported browser.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/**
 * The current language's texts. A message's id is its English text (Lingui's natural ids), so the
 * source reads as the screen does: `t('Log in')`, `t('© {year} Talanta. All rights reserved.', { year })`.
 * `t.text(message)` is for a text that arrives as English at run time (a form's validation message,
 * the server's error, a navigation label): translated when a loaded catalogue holds it, else as it came.
 */
export function useT() {
  return translatorOf(useLingui().i18n);
}

/** The same for code outside components (a route's head, a loader), given Lingui's instance. */
export function translatorOf(i18n: I18n) {
  const t = (id: MessageId, values?: MessageValues) => i18n._(id, values);
  t.text = <Text extends string | undefined>(english: Text): Text =>
    (english !== undefined && i18n.messages[english] !== undefined ? i18n._(english) : english) as Text;
  t.locale = i18n.locale as Locale;
  return t;
}
export type Translate = ReturnType<typeof translatorOf>;
