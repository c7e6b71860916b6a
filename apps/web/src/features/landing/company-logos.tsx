import type { TListedCompany } from '@talanta/schema';

/**
 * A company that agreed to be named on the public pages (issue 40): its logo (the picture of the
 * client's account, served by us) or, without one, its initial, and its name.
 */
export function CompanyLogoMark({ company }: { company: TListedCompany }) {
  return (
    // A company's name is its own: browsers' page translators leave it alone.
    <div
      translate="no"
      className="flex h-16 items-center justify-center gap-2.5 rounded-lg border border-line bg-surface px-3 text-ink-muted"
    >
      {company.logoUrl ? (
        <img
          src={company.logoUrl}
          alt=""
          width={28}
          height={28}
          className="size-7 shrink-0 rounded object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-md border-2 border-accent text-sm font-bold text-accent"
        >
          {company.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className="truncate text-sm font-semibold tracking-tight sm:text-base">{company.name}</span>
    </div>
  );
}
