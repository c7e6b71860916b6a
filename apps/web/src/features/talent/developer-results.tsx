import type { TPublicDeveloper } from '@talanta/schema';
import { ErrorState, LoadingState } from '@talanta/ui';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { Pagination } from './pagination';

interface DeveloperResultsProps {
  /** One page of talent.list, kept on screen while the next page or search loads. */
  results: {
    data?: { developers: TPublicDeveloper[]; total: number };
    isPending: boolean;
    isError: boolean;
    /** The previous page or search, shown dimmed while the new one loads. */
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** What to say when nobody matches. */
  empty: ReactNode;
  card: (developer: TPublicDeveloper) => ReactNode;
}

/** A page of developer cards in a 3-column grid with its pages, loading, error and empty states. */
export function DeveloperResults({ results, pageSize, page, onPage, empty, card }: DeveloperResultsProps) {
  const t = useT();
  if (results.isError && !results.data) {
    return (
      <ErrorState
        title={t('Error Loading Developers')}
        message={t('Unable to load developer profiles. Please try again later.')}
        onRetry={() => void results.refetch()}
      />
    );
  }
  if (!results.data) return <LoadingState label={t('Loading developers')} />;
  const { developers, total } = results.data;
  if (total === 0) return empty;
  return (
    <div className="flex flex-col gap-8">
      {/* The cards' names are h3s under this heading (heading order: the page's h1, then h2). */}
      <h2 className="sr-only">{t('Developers')}</h2>
      <ul
        aria-label={t('Developers')}
        // Dimmed only while another page or search loads, not on a background refresh (live updates).
        aria-busy={results.isPlaceholderData}
        className="grid grid-cols-1 gap-4 transition-opacity aria-busy:opacity-70 sm:grid-cols-2 lg:grid-cols-3"
      >
        {developers.map((developer) => (
          <li key={developer.id}>{card(developer)}</li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        label={t('Developer pages')}
        onPage={(next) => {
          onPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
