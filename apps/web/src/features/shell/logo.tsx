import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n';

export function Logo() {
  const t = useT();
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md text-ink" aria-label={t('Talanta home')}>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-accent text-base font-black text-on-accent shadow-glow"
      >
        T
      </span>
      <span className="text-lg font-semibold tracking-tight">Talanta</span>
    </Link>
  );
}
