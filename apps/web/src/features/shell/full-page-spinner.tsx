import { LoadingState } from '@talanta/ui';
import { useT } from '@/lib/i18n';

/** The router's default pending screen (a route without its own, or the current user loading). */
export function FullPageSpinner() {
  const t = useT();
  return <LoadingState label={t('Loading')} size="page" />;
}
