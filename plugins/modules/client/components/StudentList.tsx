import { useCallback, useState } from 'react';
import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../errors';
import { useCall } from '@core/client/data/useCall';
import { modulesCalls } from '@schemas/modules/calls';
import { DataGrid, type PageRequest } from '@core/client/ui/DataGrid';
import { toast } from '@core/client/ui/toaster';
import { searchModuleStudent, type StudentFilter } from '../calls';
import type { ModuleRoles } from '../roles';
import type { StudentModuleRow } from '../types';
import { useStudentColumns } from './students/studentColumns';
import { useStudentFilters } from './students/useStudentFilters';
import { StudentFilterBar } from './students/StudentFilterBar';
import { useStudentBulk } from './students/useStudentBulk';
import { useStudentExport } from './students/useStudentExport';
import { StudentActionBar } from './students/StudentActionBar';
import { StudentBulkDialogs } from './students/StudentBulkDialogs';

/**
 * The Student List (spec 002 §2): its filters, the table paged and sorted by the server, the
 * bulk changes of the chosen students and the export. Columns of figures other areas add
 * (WIL hours, pending WPAs, the adjust-weight indicator) show only when the rows carry them.
 */
export function StudentList({
  cohortModuleId,
  roles,
  showStatus,
  initialSupervisor,
  onChanged,
}: {
  cohortModuleId: number;
  roles: ModuleRoles;
  showStatus?: string;
  initialSupervisor?: number | null;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('modules');
  const f = useStudentFilters(initialSupervisor);
  const [selected, setSelected] = useState<StudentModuleRow[]>([]);
  const [present, setPresent] = useState<ReadonlySet<string>>(new Set());
  const [refresh, setRefresh] = useState(0);
  const exporting = useStudentExport();
  const bulk = useStudentBulk(roles, selected, () => {
    setRefresh((n) => n + 1);
    onChanged?.();
  });
  const columns = useStudentColumns(present);

  const academics = useCall(
    modulesCalls.searchAcademic,
    roles.supervisorOnly && !roles.convener ? null : { cohortModuleId },
  ).data;

  const filter: StudentFilter = {
    cohortModuleId,
    showStatus,
    studentAcctId: f.debouncedId.trim(),
    studentModuleStatusList: f.statuses,
    group: f.group,
    // Spec 002 §6: an AS sees their own students only (the server holds them to it anyway).
    academicSupervisorUserId: roles.supervisorOnly ? roles.userId : f.supervisor,
  };
  const fetchPage = (p: PageRequest, signal?: AbortSignal) => {
    exporting.sortedBy(p.orderBy);
    return searchModuleStudent(filter, p, signal);
  };
  const onLoaded = useCallback((r: { list: StudentModuleRow[] }) => {
    // A figure whose area is off is absent from the rows: its column goes too.
    if (r.list.length) setPresent(new Set(Object.keys(r.list[0]!)));
    // The grid keeps its chosen rows across a reload; they are taken again as now listed, with
    // their new tokens (a change sends the lastUpdatedDate it read).
    setSelected((chosen) => chosen.flatMap((c) => r.list.filter((row) => row.studentModuleId === c.studentModuleId)));
  }, []);

  return (
    <Card className="mod-card" aria-labelledby="mod-student-list">
      <h2 id="mod-student-list">{t('students.title')}</h2>
      <StudentFilterBar filters={f} academics={academics} supervisorOnly={roles.supervisorOnly} />
      <StudentActionBar
        roles={roles}
        open={bulk.open}
        exporting={exporting.pending}
        onExport={() => void exporting.run(filter)}
        count={selected.length}
      />
      <DataGrid<StudentModuleRow>
        label={t('students.title')}
        columns={columns}
        fetchPage={fetchPage}
        reloadKey={JSON.stringify(filter)}
        refreshKey={refresh}
        onLoaded={onLoaded}
        onError={(e) => void toast.error(errorText(t, e))}
        selection={
          roles.studentActions ? { rowId: (r) => String(r.studentModuleId), onSelect: setSelected } : undefined
        }
      />
      <StudentBulkDialogs bulk={bulk} cohortModuleId={cohortModuleId} selected={selected} academics={academics} />
    </Card>
  );
}
