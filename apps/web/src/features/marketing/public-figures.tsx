import { shownPublicFigures, type TShownPublicFigures } from '@talanta/schema';
import type { Locale } from '@talanta/schema/i18n';
import { cn } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { type Translate, useT } from '@/lib/i18n';
import type { QueryContext } from '@/lib/router-context';
import { useTRPC } from '@/lib/trpc';

/**
 * The public pages' figures (issue 40): computed by the API from the database, shown only above
 * their floors (`shownPublicFigures`, docs/public-figures.md). With none above its floor, or the
 * figures unavailable, a page shows no figure at all: never a made-up one.
 */

/**
 * For a route's loader: the figures (and with `with`, the testimonials or companies) are in the page
 * the server draws, and a page reached in the browser waits for them too, so nothing moves in after
 * it is drawn. A failure is no error of the page's: it shows no figure (or no testimonial).
 */
export async function loadPublicFigures(
  { queryClient, trpc }: QueryContext,
  also: { testimonials?: true; companies?: true } = {},
): Promise<void> {
  const quietly = (load: Promise<unknown>) => load.catch(() => undefined);
  await Promise.all([
    quietly(queryClient.ensureQueryData(trpc.stats.public.queryOptions())),
    also.testimonials && quietly(queryClient.ensureQueryData(trpc.review.testimonials.queryOptions())),
    also.companies && quietly(queryClient.ensureQueryData(trpc.profile.listedCompanies.queryOptions())),
  ]);
}

/** The API computes the public figures, testimonials and companies at most once a minute. */
export const PUBLIC_FIGURES_STALE_MS = 60_000;

export function usePublicFigures(): TShownPublicFigures {
  const trpc = useTRPC();
  const { data } = useQuery(
    trpc.stats.public.queryOptions(undefined, { staleTime: PUBLIC_FIGURES_STALE_MS }),
  );
  return shownPublicFigures(data);
}

const formatted = (locale: Locale, value: number, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale, options).format(value);

/** A count in the page's language: 1,234 in English, 1.234 in German, 1 234 in French. */
export const formatCount = (locale: Locale, value: number) =>
  formatted(locale, value, { maximumFractionDigits: 0 });

/** A whole percentage in the page's language: "12%", "12 %" in French and German. */
export const formatPercent = (locale: Locale, percent: number) =>
  formatted(locale, percent / 100, { style: 'percent' });

/** A rating to one decimal: "4.8", "4,8" in Spanish, French and German. */
export const formatRating = (locale: Locale, rating: number) =>
  formatted(locale, rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 3219700 cents → "$32.2K" ("32,2 k $US" in French): the size of a sum, not its cents. */
export const formatCompactUsd = (locale: Locale, cents: number) =>
  formatted(locale, Math.floor(cents / 100), {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });

export type PublicFigureKind =
  | 'companies'
  | 'approvedDevelopers'
  | 'introducedWithin24Hours'
  | 'medianDaysToHire'
  | 'averageRating'
  | 'paidToDevelopers';

interface Figure {
  value: string;
  label: string;
}

/** One figure as a page shows it, in the page's language; null when it is not shown. */
function figureOf(figures: TShownPublicFigures, kind: PublicFigureKind, t: Translate): Figure | null {
  const { locale } = t;
  switch (kind) {
    case 'companies':
      return figures.companies === null
        ? null
        : { value: formatCount(locale, figures.companies), label: t('companies hiring') };
    case 'approvedDevelopers':
      return figures.approvedDevelopers === null
        ? null
        : { value: formatCount(locale, figures.approvedDevelopers), label: t('vetted developers') };
    case 'introducedWithin24Hours':
      return figures.introducedWithin24HoursPercent === null
        ? null
        : {
            value: formatPercent(locale, figures.introducedWithin24HoursPercent),
            // Of the last 30 days (docs/public-figures.md); Why Talanta says so.
            label: t('of jobs met their matches within 24 hours'),
          };
    case 'medianDaysToHire':
      return figures.medianDaysToHire === null
        ? null
        : {
            value: t('{days, plural, one {# day} other {# days}}', { days: figures.medianDaysToHire }),
            label: t('median from posting a job to a contract'),
          };
    case 'averageRating':
      return figures.averageRating === null
        ? null
        : {
            value: `${formatRating(locale, figures.averageRating.rating)}/5`,
            label: t('average rating from {reviews} client reviews', {
              reviews: formatCount(locale, figures.averageRating.reviews),
            }),
          };
    case 'paidToDevelopers':
      return figures.paidToDevelopersCents === null
        ? null
        : {
            value: formatCompactUsd(locale, figures.paidToDevelopersCents),
            label: t('earned by developers'),
          };
  }
}

/**
 * The figures of `kinds` that are shown, at most `max`, as a definition list; nothing when none is.
 * The grid has as many columns as figures (up to four; three stack on a phone), so a young
 * platform's two fill the row.
 */
export function PublicFigureList({
  kinds,
  max,
  className,
}: {
  kinds: readonly PublicFigureKind[];
  max: number;
  className?: string;
}) {
  const figures = usePublicFigures();
  const t = useT();
  const shown = kinds
    .map((kind) => figureOf(figures, kind, t))
    .filter((figure): figure is Figure => figure !== null)
    .slice(0, max);
  if (shown.length === 0) return null;
  return (
    <dl
      className={cn(
        'grid w-full gap-px overflow-hidden rounded-xl border border-line bg-line',
        shown.length === 1 && 'grid-cols-1',
        shown.length === 2 && 'grid-cols-2',
        // Three side by side would leave a phone's column too narrow for "$19.9K".
        shown.length === 3 && 'grid-cols-1 sm:grid-cols-3',
        shown.length >= 4 && 'grid-cols-2 sm:grid-cols-4',
        className,
      )}
    >
      {shown.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse gap-1 bg-surface px-4 py-6">
          <dt className="text-sm text-ink-muted">{figure.label}</dt>
          <dd className="text-2xl font-semibold text-ink sm:text-3xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * How selective vetting is, worded one way on every page: "the top 12%" when the measured
 * acceptance rate allows the claim (docs/public-figures.md), else null and the page says "vetted".
 */
export function useTopPercent(): number | null {
  return usePublicFigures().topPercent;
}
