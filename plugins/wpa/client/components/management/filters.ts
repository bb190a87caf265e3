import { useMemo } from 'react';
import type { WpaFilter } from '../../calls';
import type { ShowStatus } from '../../routes';
import type { SearchBy } from '../Toolbar';

/** WPA Management's filters as the user sets them (spec 002 §2). */
export interface Filters {
  by: SearchBy;
  text: string;
  start: string;
  end: string;
  sentToIs: '' | 'Y' | 'N';
  statuses: WpaFilter['wpaStatusList'];
  asId: number | null;
}
export const EMPTY: Filters = { by: 'company', text: '', start: '', end: '', sentToIs: '', statuses: [], asId: null };

/** The search the filters make: `text` is the debounced search text; an AS-only user searches as `userId`. */
export function useWpaQuery(
  cohortModuleId: number,
  showStatus: ShowStatus | undefined,
  f: Filters,
  text: string,
  ownerId: number | null,
) {
  return useMemo(
    () => ({
      cohortModuleId,
      showStatus,
      wpaStatusList: f.statuses,
      sentToIs: f.sentToIs || null,
      companyName: f.by === 'company' ? text.trim() : '',
      studentAcctId: f.by === 'student' ? text.trim() : '',
      startDate: f.start || null,
      endDate: f.end || null,
      academicSupervisorUserId: ownerId ?? f.asId,
    }),
    [cohortModuleId, showStatus, f.statuses, f.sentToIs, f.by, text, f.start, f.end, f.asId, ownerId],
  );
}
