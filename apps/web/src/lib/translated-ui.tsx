import { type UiTexts, UiTextsProvider } from '@talanta/ui';
import { type ReactNode, useMemo } from 'react';
import { useT } from './i18n';

/** The shared components' own words (packages/ui ui-texts.tsx), in the page's language. */
export function TranslatedUi({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = t.locale;
  const texts = useMemo<UiTexts>(
    () => ({
      optional: t('(optional)'),
      loading: t('Loading'),
      loadingMore: t('Loading...'),
      loadMore: t('Load more'),
      tryAgain: t('Try again'),
      close: t('Close'),
      cancel: t('Cancel'),
      notifications: t('Notifications'),
      closeToast: t('Close toast'),
      skills: t('Skills'),
      moreCount: (count) => t('+{count} more', { count }),
    }),
    [locale],
  );
  return <UiTextsProvider value={texts}>{children}</UiTextsProvider>;
}
