import { TALENT_LIMITS } from '@talanta/schema';
import { Badge, Button, EmptyState, Input } from '@talanta/ui';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSignedInUser } from '@/features/auth/session-user';
import { MatchBadge } from '@/features/match/match-badge';
import { MatchReasons } from '@/features/match/match-reasons';
import { SaveSearchButton } from '@/features/saved/save-search-button';
import { talentSearchQuery } from '@/features/saved/saved-search-filters';
import { Page } from '@/features/shell/page';
import { type Translate, useT } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { activeFilterCount, type BrowseSearch } from './browse-search';
import { CARD_SKILLS, DeveloperCard, ViewProfileFooter } from './developer-card';
import { DeveloperFilters } from './developer-filters';
import { DeveloperResults } from './developer-results';
import { developerName } from './format';
import { JobMatchSelect } from './job-match-select';
import { useTalentResults } from './use-talent-results';

const PAGE_SIZE = TALENT_LIMITS.browsePageSize;

/**
 * "12 developers found" (spec 000 §7), exact below the search count cap; past it the server stops
 * counting: "1,000+ developers found". With a job chosen: ", best match first".
 */
function developersFound(total: number, totalIsCapped: boolean, ranked: boolean, t: Translate): string {
  const found = totalIsCapped
    ? t('{count}+ developers found', { count: new Intl.NumberFormat(t.locale).format(total) })
    : t('{count, plural, one {# developer found} other {# developers found}}', { count: total });
  return ranked && total > 0 ? t('{found}, best match first', { found }) : found;
}

interface DeveloperBrowseProps {
  search: BrowseSearch;
  /** Replaces the URL's search params (the route owns them). */
  onSearchChange: (search: BrowseSearch) => void;
}

/**
 * Browse Tech Talent for signed-in clients (and admins): the server searches approved developers
 * (spec 000 §5) and filters them; results come a page at a time in a 3-column grid.
 */
export function DeveloperBrowse({ search, onSearchChange }: DeveloperBrowseProps) {
  const t = useT();
  const filterPanelId = useId();
  const [text, setText] = useState(search.q ?? '');
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount(search) > 0);
  const [clears, setClears] = useState(0);
  const settledText = useDebouncedValue(text, 300);

  // Typing searches after a short pause, from the first page.
  useEffect(() => {
    const q = settledText.trim() || undefined;
    if (q !== search.q) onSearchChange({ ...search, q, page: undefined });
  }, [settledText]);

  // A search changed from outside the box (a link, back and forward) shows in the box.
  useEffect(() => {
    if ((search.q ?? '') !== settledText.trim()) setText(search.q ?? '');
  }, [search.q]);

  const change = (changes: Partial<BrowseSearch>) =>
    onSearchChange({ ...search, ...changes, page: undefined });
  // Clearing the search and filters keeps the job being matched.
  const clearFilters = () => {
    setClears((count) => count + 1);
    onSearchChange({ q: search.q, job: search.job });
  };
  const clearAll = () => {
    setText('');
    setClears((count) => count + 1);
    onSearchChange({ job: search.job });
  };

  const matching = useSignedInUser().role === 'client';
  const { results, matchOf } = useTalentResults(search, PAGE_SIZE, { matching });
  const total = results.data?.total ?? 0;
  const totalIsCapped = results.data?.totalIsCapped ?? false;
  const filters = activeFilterCount(search);

  return (
    <Page
      title={t('Browse Tech Talent')}
      description={t('Vetted developers from Kenya and India, ready for your project.')}
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            type="search"
            aria-label={t('Search developers')}
            placeholder={t('Search by name, title, skill, location or bio')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="sm:flex-1"
          />
          <Button
            variant="secondary"
            size="field"
            aria-expanded={filtersOpen}
            aria-controls={filterPanelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('Filter')}
            {filters > 0 && (
              <Badge variant="accent" aria-label={t('{count} active', { count: filters })}>
                {filters}
              </Badge>
            )}
          </Button>
          <SaveSearchButton kind="developers" query={talentSearchQuery(search)} />
        </div>
        {matching && <JobMatchSelect jobId={search.job} onChange={(job) => change({ job })} />}
        {filtersOpen && (
          <DeveloperFilters
            key={clears}
            id={filterPanelId}
            search={search}
            onChange={change}
            onClear={clearFilters}
          />
        )}

        <p aria-live="polite" className="text-sm text-ink-muted">
          {results.isSuccess && developersFound(total, totalIsCapped, Boolean(matchOf), t)}
        </p>

        <DeveloperResults
          results={results}
          pageSize={PAGE_SIZE}
          page={search.page ?? 1}
          onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          empty={
            <EmptyState
              icon={<SearchX aria-hidden="true" className="size-5" />}
              title={t('No developers found')}
              description={t('Try adjusting your search terms')}
              action={
                (search.q || filters > 0) && (
                  <Button variant="secondary" onClick={clearAll}>
                    {t('Clear search and filters')}
                  </Button>
                )
              }
            />
          }
          card={(developer) => {
            const match = matchOf?.[developer.id];
            return (
              <DeveloperCard developer={developer} skillCount={CARD_SKILLS} bioLines={2} withFacts>
                {match && (
                  <div className="flex flex-col items-start gap-2 rounded-lg bg-surface-raised p-3">
                    <MatchBadge
                      score={match.score}
                      reasons={match.reasons}
                      subject={developerName(developer)}
                    />
                    <MatchReasons reasons={match.reasons.slice(0, 2)} />
                  </div>
                )}
                <ViewProfileFooter developer={developer} />
              </DeveloperCard>
            );
          }}
        />
      </div>
    </Page>
  );
}
