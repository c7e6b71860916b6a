import { Link } from '@tanstack/react-router';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md text-ink" aria-label="Talanta home">
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
