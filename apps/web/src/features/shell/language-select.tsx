import { isLocale, LOCALE_NAMES, LOCALES } from '@talanta/schema/i18n';
import { FormField, Select } from '@talanta/ui';
import { useHydrated, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { rememberLocale, useT } from '@/lib/i18n';

const LANGUAGES = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * The footer's language choice (spec 001 §2, issue 41): each language named in itself. A choice
 * loads the screen's texts in that language and switches in place, and is kept in a cookie the
 * server reads for every page after.
 */
export function LanguageSelect() {
  const t = useT();
  const router = useRouter();
  const [switching, setSwitching] = useState(false);
  // On a page drawn by the server the select is on screen before React, which would then undo a choice.
  const hydrated = useHydrated();
  return (
    <FormField label={t('Language')} className="w-44">
      <Select
        options={LANGUAGES}
        value={t.locale}
        disabled={!hydrated || switching}
        onValueChange={(next) => {
          if (!isLocale(next) || next === t.locale) return;
          rememberLocale(next);
          setSwitching(true);
          void router.options.context.i18n.switchTo(next).finally(() => setSwitching(false));
        }}
      />
    </FormField>
  );
}
