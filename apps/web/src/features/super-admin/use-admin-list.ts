import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LIST_PAGE_SIZE } from './list-pager';

/** Search text (debounced, back to the first page) and the page offset of a super admin list. */
export function useListControls() {
  const [search, setSearchState] = useState('');
  const [offset, setOffset] = useState(0);
  const settled = useDebouncedValue(search.trim(), 250);
  return {
    search,
    setSearch: (text: string) => {
      setSearchState(text);
      setOffset(0);
    },
    offset,
    setOffset,
    input: { search: settled || undefined, limit: LIST_PAGE_SIZE, offset },
    options: { placeholderData: keepPreviousData },
  };
}
