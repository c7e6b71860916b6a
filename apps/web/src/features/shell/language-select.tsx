import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@talanta/schema/i18n';
import { FormField, Select, toast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { useHydrated, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useSessionUser } from '@/features/auth/session-user';
import { rememberLocale, useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';

const LANGUAGES = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * The language choice (spec 001 §2, issue 41): in the visitors' footer and in Account Settings,
 * each language named in itself. A choice loads the screen's texts in that language and switches in
 * place; it is kept in a cookie the server reads for every page after and, signed in, on the
 * account, whose emails then follow it.
 */
export function LanguageSelect({ hint }: { hint?: string }) {
  const t = useT();
  const router = useRouter();
  const user = useSessionUser();
  const trpc = useTRPC();
  const saveOnAccount = useMutation(trpc.auth.setLocale.mutationOptions());
  const [switching, setSwitching] = useState(false);
  // On a page drawn by the server the select is on screen before React, which would then undo a choice.
  const hydrated = useHydrated();
  const choose = async (locale: Locale) => {
    rememberLocale(locale);
    setSwitching(true);
    try {
      await Promise.all([
        router.options.context.i18n.switchTo(locale),
        user ? saveOnAccount.mutateAsync({ locale }) : undefined,
      ]);
    } catch {
      toast.error(t('Your language could not be saved. Please try again.'));
    } finally {
      setSwitching(false);
    }
  };
  return (
    <FormField label={t('Language')} hint={hint} className={hint ? 'max-w-sm' : 'w-44'}>
      <Select
        options={LANGUAGES}
        value={t.locale}
        disabled={!hydrated || switching}
        onValueChange={(next) => {
          if (isLocale(next) && next !== t.locale) void choose(next);
        }}
      />
    </FormField>
  );
}
