import type { ReactNode } from 'react';

/** A company mark drawn in-line: a simple glyph and the name (no third-party images). */
export interface CompanyLogo {
  name: string;
  glyph: ReactNode;
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.5, strokeLinecap: 'round' } as const;

/** The nine companies of the trusted-by carousel (fictional, in the demo's world). */
export const COMPANY_LOGOS: readonly CompanyLogo[] = [
  { name: 'Kilima Pay', glyph: <path d="M4 26 L16 8 L28 26 Z" {...stroke} /> },
  {
    name: 'Shamba Labs',
    glyph: <path d="M16 28 C16 16 8 12 4 6 C14 6 20 12 16 28 M16 28 C16 18 22 12 28 10" {...stroke} />,
  },
  { name: 'Savanna Health', glyph: <path d="M16 6 V26 M6 16 H26" {...stroke} /> },
  { name: 'Arogya Care', glyph: <circle cx="16" cy="16" r="10" {...stroke} /> },
  {
    name: 'Harbor Logistics',
    glyph: <path d="M4 20 Q10 14 16 20 T28 20 M4 26 Q10 20 16 26 T28 26" {...stroke} />,
  },
  { name: 'Tembo Bank', glyph: <rect x="6" y="6" width="20" height="20" rx="5" {...stroke} /> },
  {
    name: 'Mawingu Cloud',
    glyph: <path d="M9 24 H24 A5 5 0 0 0 23 14 A8 8 0 0 0 8 16 A4 4 0 0 0 9 24 Z" {...stroke} />,
  },
  { name: 'Spreekanal Studio', glyph: <path d="M6 10 L16 22 L26 10" {...stroke} /> },
  {
    name: 'Chai Commerce',
    glyph: <path d="M8 12 H22 V20 A6 6 0 0 1 16 26 H14 A6 6 0 0 1 8 20 Z M22 14 H26 V18 H22" {...stroke} />,
  },
];

export function CompanyLogoMark({ logo }: { logo: CompanyLogo }) {
  return (
    <div className="flex h-16 items-center justify-center gap-2.5 rounded-lg border border-line bg-surface px-3 text-ink-muted">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0 text-accent">
        {logo.glyph}
      </svg>
      <span className="truncate text-sm font-semibold tracking-tight sm:text-base">{logo.name}</span>
    </div>
  );
}
