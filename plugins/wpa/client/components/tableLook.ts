import type { RecordTableLook } from '@core/client/ui/tables/RecordTable';

/** The WPA area's tables: its own plain table in a scrolling box. */
export const WPA_TABLE: RecordTableLook = { wrap: 'wpa-table-scroll', table: 'wpa-table', num: 'wpa-num' };
