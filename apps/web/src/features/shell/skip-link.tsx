import { useT } from '@/lib/i18n';

/** The first stop of the keyboard on every page, in both shells: straight to the screen's content. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('Skip to content')}
    </a>
  );
}
