import type { I18n } from '@lingui/core';
import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { MessageId, MessageValues } from './i18n';

/*
 * The React side of Lingui's runtime, kept to what the app uses: the provider that re-renders on a
 * change of language, and <Trans> for a sentence with marked parts. @lingui/react does the same
 * with a general element parser; in every page's first load it weighed about 1.5 KiB (gzip) more.
 */

const LinguiContext = createContext<{ i18n: I18n; version: string } | null>(null);

/**
 * Gives the tree Lingui's instance and re-renders every reader when the language or its messages
 * change: the context's value is a new object then (the instance itself stays the same).
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const version = useSyncExternalStore(
    (onChange) => i18n.on('change', onChange),
    () => `${i18n.locale}:${Object.keys(i18n.messages).length}`,
    () => `${i18n.locale}:${Object.keys(i18n.messages).length}`,
  );
  const value = useMemo(() => ({ i18n, version }), [i18n, version]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

export function useLingui(): { i18n: I18n } {
  const value = useContext(LinguiContext);
  if (!value) throw new Error('useLingui needs the I18nProvider (router.tsx)');
  return { i18n: value.i18n };
}

const TAG = /<(\d+)>([\s\S]*?)<\/\1>/g;

/** Where an element given as a value goes: a tag of its own, past any the message names. */
const FIRST_VALUE_TAG = 1000;

/**
 * A translated sentence whose parts `<0>…</0>`, `<1>…</1>` are drawn by `components` (a link, a
 * bold name), wherever the language puts them: `<Trans id="I agree to the <0>Terms</0>"
 * components={{ 0: <Link to="/terms" /> }} />`. A value may be an element (`{email}`: a link).
 * Parts do not nest.
 */
export function Trans({
  id,
  values = {},
  components,
}: {
  id: MessageId;
  values?: Record<string, MessageValues[string] | ReactElement>;
  components: Record<number, ReactElement>;
}) {
  const { i18n } = useLingui();
  const tags: Record<number, ReactElement> = { ...components };
  const plain: MessageValues = {};
  let next = FIRST_VALUE_TAG;
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      tags[next] = value;
      plain[name] = `<${next}></${next}>`;
      next += 1;
    } else plain[name] = value;
  }
  const text = i18n._(id, plain);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(last, match.index));
    const component = tags[Number(match[1])];
    const inner = match[2] ?? '';
    if (!component) parts.push(inner);
    // An element given as a value is drawn as it is; a tag's component gets the text it marks.
    else
      parts.push(
        inner === ''
          ? cloneElement(component, { key: match.index })
          : cloneElement(component, { key: match.index }, inner),
      );
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
