import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { errorText } from '../../errors';
import { exportModuleStudent, type StudentFilter } from '../../calls';
import { GUARD_MS } from './useStudentBulk';

/** The Student List's export (spec 002 §2): the list as filtered, in the table's sort. */
export function useStudentExport() {
  const { t } = useTranslation('modules');
  const exporting = useClickGuard(GUARD_MS);
  // The table's sort, kept as the grid asks for pages.
  const orderBy = useRef<string | undefined>(undefined);
  const run = (filter: StudentFilter) =>
    exporting.run(async () => {
      try {
        await exportModuleStudent(filter, orderBy.current);
      } catch (e) {
        void toast.error(errorText(t, e));
      }
    });
  const sortedBy = (o: string | undefined) => {
    orderBy.current = o;
  };
  return { sortedBy, pending: exporting.pending, run };
}
