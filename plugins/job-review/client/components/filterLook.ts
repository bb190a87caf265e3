import type { ListFilterLook } from '@core/client/ui/lists/listFilterLook';

/** The job-review lists' filter bars. */
export const JR_FILTER_LOOK: ListFilterLook = {
  bar: 'jr-toolbar',
  buttons: 'jr-toolbar-buttons',
  filter: 'jr-filter',
  range: 'jr-range',
  error: 'jr-error',
};
