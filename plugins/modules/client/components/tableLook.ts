import type { RecordTableLook } from '@core/client/ui/tables/RecordTable';

/** The modules area's summary tables: Blueprint's compact striped table in a scrolling box. */
export const MOD_TABLE: RecordTableLook = {
  wrap: 'mod-table-wrap',
  table: 'mod-table',
  num: 'mod-num',
  blueprint: true,
};
