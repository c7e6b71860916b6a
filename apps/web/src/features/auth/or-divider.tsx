import { useT } from '@/lib/i18n';
/** The "Or" rule between a form and the other way in. */
export function OrDivider() {
  const t = useT();
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wider text-ink-subtle uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
      {t('Or')}
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
    </div>
  );
}
