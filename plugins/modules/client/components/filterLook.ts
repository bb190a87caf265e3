import type { ListFilterLook } from '@core/client/ui/lists/listFilterLook';

/** The modules area's list filter bars (the Student List, the Assignment list). */
export const MOD_FILTER_LOOK: ListFilterLook = {
  bar: 'mod-toolbar',
  buttons: 'mod-toolbar-buttons',
  filter: 'mod-filter',
  checkList: 'mod-check-list',
};
