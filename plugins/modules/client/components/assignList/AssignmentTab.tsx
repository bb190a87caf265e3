import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { DataGrid, type PageRequest } from '@core/client/ui/DataGrid';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { isGradable } from '../../../shared';
import { exportStudentAssign, searchStudentAssign, type AssignFilter } from '../../calls';
import { errorText } from '../../errors';
import { GRADABLE_STATUSES } from '../../labels';
import type { AssignTab, StudentAssignRow } from '../../types';
import { GradingDialog } from '../GradingDialog';
import { useAssignColumns } from './assignColumns';
import { openTurnitin } from './openTurnitin';

/** A tab's title: the assignment and its deadline. */
export function TabTitle({ assign: a }: { assign: AssignTab }) {
  const { t } = useTranslation('modules');
  return (
    <span className="mod-tab-title">
      <span>{a.assignName}</span>
      <span className="mod-tab-deadline">
        {a.assignDeadline
          ? t('assignments.deadline', { date: formatDate(a.assignDeadline) })
          : t('assignments.noDeadline')}
      </span>
    </span>
  );
}

/** One assignment's submissions, paged and sorted by the server, with grading in a row. */
export function AssignmentTab({
  assign,
  filter,
  sort,
  onGraded,
}: {
  assign: AssignTab;
  filter: AssignFilter;
  sort: string;
  onGraded: () => void;
}) {
  const { t } = useTranslation('modules');
  const [grading, setGrading] = useState<StudentAssignRow | null>(null);
  const [refresh, setRefresh] = useState(0);
  const exporting = useClickGuard(1000);
  const columns = useAssignColumns(setGrading, (r) => void openTurnitin(t, r));
  const fetchPage = (p: PageRequest, signal?: AbortSignal) =>
    searchStudentAssign(filter, { ...p, orderBy: p.orderBy ?? sort }, signal);

  /** The next submission of this tab still to grade, under the tab's filter (the grader's habit). */
  const next = async () => {
    const statuses = filter.assignStatusList.length
      ? filter.assignStatusList.filter(isGradable)
      : [...GRADABLE_STATUSES];
    if (statuses.length === 0) return null;
    const page = await searchStudentAssign(
      { ...filter, assignStatusList: statuses, withoutMarkFlag: 'Y' },
      { page: 1, startRow: 0, pageSize: 1, orderBy: sort },
    );
    return page.list[0] ?? null;
  };
  const graded = () => {
    setRefresh((n) => n + 1);
    onGraded();
  };
  const runExport = () =>
    exporting.run(async () => {
      try {
        await exportStudentAssign(filter, sort);
      } catch (e) {
        void toast.error(errorText(t, e));
      }
    });

  return (
    <div>
      <div className="mod-actions">
        <Button icon="export" loading={exporting.pending} onClick={() => void runExport()}>
          {t('assignments.exportTab')}
        </Button>
      </div>
      <DataGrid<StudentAssignRow>
        label={t('assignments.tableOf', { name: assign.assignName })}
        columns={columns}
        fetchPage={fetchPage}
        reloadKey={JSON.stringify([filter, sort])}
        refreshKey={refresh}
        onError={(e) => void toast.error(errorText(t, e))}
      />
      {grading && <GradingDialog row={grading} nextRow={next} onGraded={graded} onClose={() => setGrading(null)} />}
    </div>
  );
}
