import type { ReactNode } from 'react';
import { useState } from 'react';
import { ResetButton, SearchBox } from '@core/client/ui/ListFilters';
import { useDebounced } from '@core/client/ui/useDebounced';

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

/** The job-review lists' toolbar: a search box, then `children` (a Sort) and Reset. */
export function SearchToolbar({
  id,
  label,
  search,
  onReset,
  children,
}: {
  id: string;
  label: string;
  search: SearchText;
  onReset?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="jr-toolbar">
      <SearchBox
        className="jr-filter"
        id={id}
        label={label}
        value={search.text}
        onChange={search.setText}
        onEnter={search.search}
      />
      <div className="jr-toolbar-buttons">
        {children}
        <ResetButton
          onClick={() => {
            search.clear();
            onReset?.();
          }}
        />
      </div>
    </div>
  );
}
