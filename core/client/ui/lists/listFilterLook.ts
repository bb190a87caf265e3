import { createContext, useContext } from 'react';

/**
 * An area's classes for its list filter bar: the bar, its buttons group, and the defaults of the
 * filters inside it (a filter's own `className` still wins).
 */
export interface ListFilterLook {
  bar: string;
  buttons: string;
  /** A filter's FormGroup. */
  filter?: string;
  /** A status filter's list of check boxes. */
  checkList?: string;
  /** A date-range filter's fieldset and its refusal. */
  range?: string;
  error?: string;
}

export const ListFilterLookContext = createContext<ListFilterLook | null>(null);

/** The look of the filter bar around a filter; null outside one. */
export const useListFilterLook = () => useContext(ListFilterLookContext);
