import { Button, FormField, Input, Select } from '@talanta/ui';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  type BrowseJobsSearch,
  BUDGET_OPTIONS,
  CATEGORY_OPTIONS,
  EXPERIENCE_OPTIONS,
  hasFilters,
} from './browse-search';

/** How long typing pauses before the search goes into the URL and to the server. */
const SEARCH_DEBOUNCE_MS = 300;

interface JobFiltersProps {
  value: BrowseJobsSearch;
  onChange: (next: BrowseJobsSearch) => void;
}

/** The search box, the three filters and Clear Filters of Browse Jobs (spec 000 §2). */
export function JobFilters({ value, onChange }: JobFiltersProps) {
  const [text, setText] = useState(value.search ?? '');
  const pushed = useRef(value.search);

  // The URL wins when it changes from elsewhere (Clear Filters, the back button, a shared link),
  // not when it merely catches up with what was typed.
  useEffect(() => {
    if (value.search !== pushed.current) {
      pushed.current = value.search;
      setText(value.search ?? '');
    }
  }, [value.search]);

  const submitSearch = (raw: string) => {
    const search = raw.trim() || undefined;
    if (search === value.search) return;
    pushed.current = search;
    onChange({ ...value, search });
  };

  const latestSubmit = useRef(submitSearch);
  latestSubmit.current = submitSearch;
  useEffect(() => {
    const timer = setTimeout(() => latestSubmit.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <search
      aria-label="Jobs"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitSearch(text);
        }}
      >
        <label htmlFor="job-search" className="sr-only">
          Search jobs
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
          />
          <Input
            id="job-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search title, description or skills"
            className="pl-9"
          />
        </div>
      </form>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
        <FormField label="Category">
          <Select
            options={CATEGORY_OPTIONS}
            placeholder="All Categories"
            value={value.category ?? ''}
            onValueChange={(category) => onChange({ ...value, category: category || undefined })}
          />
        </FormField>
        <FormField label="Experience Level">
          <Select
            options={EXPERIENCE_OPTIONS}
            placeholder="All Levels"
            value={value.experience ?? ''}
            onValueChange={(experience) => onChange({ ...value, experience: experience || undefined })}
          />
        </FormField>
        <FormField label="Budget Range">
          <Select
            options={BUDGET_OPTIONS}
            placeholder="Any Budget"
            value={value.budget ?? ''}
            onValueChange={(budget) => onChange({ ...value, budget: budget || undefined })}
          />
        </FormField>
        <Button
          variant="outline"
          size="field"
          disabled={!hasFilters(value) && !text}
          onClick={() => {
            pushed.current = undefined;
            setText('');
            onChange({});
          }}
        >
          <X aria-hidden="true" className="size-4" />
          Clear Filters
        </Button>
      </div>
    </search>
  );
}
