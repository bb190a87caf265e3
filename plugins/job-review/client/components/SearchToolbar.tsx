import type { ComponentProps } from 'react';
import { useState } from 'react';
import { SearchBox } from '@core/client/ui/ListFilters';
import { ListFilterBar } from '@core/client/ui/lists/ListFilterBar';
import { useDebounced } from '@core/client/ui/useDebounced';
import { JR_FILTER_LOOK } from './filterLook';

/** A list's search text: searched as one types (after a pause) and at once on Enter. */
export function useSearchText() {
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useDebounced(text);
  return {
    text,
    setText,
    query: debounced.trim(),
    search: () => setDebounced(text),
    clear: () => {
      setText('');
      setDebounced('');
    },
  };
}

export type SearchText = ReturnType<typeof useSearchText>;

/** The job-review lists' toolbar: a search box, then the Sort (where the list sorts) and Reset. */
export function SearchToolbar({
  id,
  label,
  search,
  sort,
  onReset,
}: {
  id: string;
  label: string;
  search: SearchText;
  sort?: ComponentProps<typeof ListFilterBar>['sort'];
  onReset?: () => void;
}) {
  const reset = () => {
    search.clear();
    onReset?.();
  };
  return (
    <ListFilterBar look={JR_FILTER_LOOK} sort={sort} onReset={reset}>
      <SearchBox id={id} label={label} value={search.text} onChange={search.setText} onEnter={search.search} />
    </ListFilterBar>
  );
}
