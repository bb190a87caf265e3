import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Card, FormGroup, HTMLSelect, Tooltip } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText } from '../errors';
import { useCall } from '@core/client/data/useCall';
import { modulesCalls } from '@schemas/modules/calls';
import { DataGrid, type DataGridColumn, type PageRequest } from '@core/client/ui/DataGrid';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { modulesContract } from '@schemas/modules/contract';
import { SUB_GROUP_MAX } from '@schemas/modules/limits';
import {
  exportModuleStudent,
  searchModuleStudent,
  updateStudentModuleAS,
  updateStudentModuleGroup,
  updateStudentModuleStatus,
  type StudentFilter,
} from '../calls';
import { STUDENT_MODULE_STATUSES } from '../labels';
import { canChangeStatusOf, newAsFault, newStatusFault, selectionFault, subGroupFault, type Fault } from '../../shared';
import { modulePaths } from '../modulePaths';
import { choose } from '@core/client/extensions/Extensions';
import { formatHours, formatMark } from '../numbers';
import type { ModuleRoles } from '../roles';
import { studentName, type StudentModuleRow } from '../types';
import { ChoiceDialog } from './ChoiceDialog';
import { StatusTag } from './StatusTag';
import { useDebounced } from '@core/client/ui/useDebounced';
import { ResetButton, SearchBox, StatusFilter } from '@core/client/ui/ListFilters';

const facts = modulesContract.points.studentFacts.fields;
/** Sub groups 0 to 9 (spec 002 §2). */
const GROUPS = Array.from({ length: SUB_GROUP_MAX + 1 }, (_, i) => i);

type Dialog = 'group' | 'as' | 'status' | null;
export const GUARD_MS = 1000;

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
  const [studentId, setStudentId] = useState('');
  const [debouncedId, setDebouncedId] = useDebounced(studentId);
  const [group, setGroup] = useState<number | null>(null);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [supervisor, setSupervisor] = useState<number | null>(initialSupervisor ?? null);
  const [selected, setSelected] = useState<StudentModuleRow[]>([]);
  const [present, setPresent] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refresh, setRefresh] = useState(0);
  // In flight and a moment after (spec 000 §9's guard), short enough for a retry after a refusal.
  const guard = useClickGuard(GUARD_MS);
  const exporting = useClickGuard(GUARD_MS);

  const academics = useCall(
    modulesCalls.searchAcademic,
    roles.supervisorOnly && !roles.convener ? null : { cohortModuleId },
  ).data;

  const filter: StudentFilter = {
    cohortModuleId,
    showStatus,
    studentAcctId: debouncedId.trim(),
    studentModuleStatusList: statuses,
    group,
    // Spec 002 §6: an AS sees their own students only (the server holds them to it anyway).
    academicSupervisorUserId: roles.supervisorOnly ? roles.userId : supervisor,
  };
  const key = JSON.stringify(filter);
  // The table's sort, for the export.
  const orderBy = useRef<string | undefined>(undefined);
  const fetchPage = (p: PageRequest, signal?: AbortSignal) => {
    orderBy.current = p.orderBy;
    return searchModuleStudent(filter, p, signal);
  };
  const onLoaded = useCallback((r: { list: StudentModuleRow[] }) => {
    // A figure whose area is off is absent from the rows: its column goes too.
    if (r.list.length) setPresent(new Set(Object.keys(r.list[0]!)));
    // The grid keeps its chosen rows across a reload; they are taken again as now listed, with
    // their new tokens (a change sends the lastUpdatedDate it read).
    setSelected((chosen) => chosen.flatMap((c) => r.list.filter((row) => row.studentModuleId === c.studentModuleId)));
  }, []);

  const reset = () => {
    setStudentId('');
    setDebouncedId('');
    setGroup(null);
    setStatuses([]);
    setSupervisor(null);
  };

  const rule = (f: Fault) => (f ? t(`rule.${f}`) : null);
  const open = (d: Exclude<Dialog, null>) => {
    const none = selectionFault(selected);
    if (none) return void toast.error(rule(none)!);
    // Spec 002 §5, §6: only the assigned AS of every selected student.
    if (
      d === 'status' &&
      !canChangeStatusOf(
        roles,
        selected.map((r) => r.academicSupervisorUserId),
      )
    )
      return void toast.error(rule('notYourStudents')!);
    setDialog(d);
  };

  const apply = (change: () => Promise<unknown>) =>
    guard.run(async () => {
      try {
        await change();
        void toast.success(t('students.saved'));
        setDialog(null);
        setRefresh((n) => n + 1);
        onChanged?.();
      } catch (e) {
        void toast.error(errorText(t, e));
      }
    });

  const runExport = () =>
    exporting.run(async () => {
      try {
        await exportModuleStudent(filter, orderBy.current);
      } catch (e) {
        void toast.error(errorText(t, e));
      }
    });

  const columns = useMemo(() => {
    const all: (DataGridColumn<StudentModuleRow> & { fact?: string })[] = [
      // First, so that it stays in view on narrow screens (the grid draws only the columns in view).
      {
        field: 'studentModuleId',
        header: t('field.action'),
        width: 110,
        render: (r) => (
          <Link
            to={modulePaths.studentDetail}
            onClick={() => choose(modulesContract.choices.studentModule, r.studentModuleId)}
            aria-label={t('students.viewOf', { name: studentName(r) || r.studentAcctId })}
          >
            {t('students.view')}
          </Link>
        ),
      },
      { field: 'studentAcctId', header: t('field.studentId'), sortKey: 'student_acct_id', width: 130 },
      {
        field: 'firstName',
        header: t('field.name'),
        sortKey: 'student_name',
        width: 190,
        render: (r) => studentName(r),
      },
      { field: 'group', header: t('field.subGroup'), sortKey: 'group', width: 120 },
      {
        field: 'academicSupervisorUserName',
        header: t('field.assignedAs'),
        sortKey: 'academic_supervisor_user_name',
        width: 180,
      },
      {
        field: 'completedWilHours',
        fact: 'completedWilHours',
        header: t('field.completedWilHours'),
        sortKey: facts.completedWilHours.sortKey,
        width: 200,
        render: (r) => formatHours(r.completedWilHours),
      },
      {
        field: 'pendingWpaCount',
        fact: 'pendingWpaCount',
        header: t('field.pendingWpaCount'),
        sortKey: facts.pendingWpaCount.sortKey,
        width: 150,
      },
      {
        field: 'wpaAdjustWeightCount',
        fact: 'wpaAdjustWeightCount',
        header: t('field.wpaAdjustWeight'),
        sortKey: facts.wpaAdjustWeightCount.sortKey,
        width: 170,
        render: (r) => ((r.wpaAdjustWeightCount ?? 0) > 0 ? t('common.y') : t('common.n')),
      },
      {
        field: 'submittedAssignCount',
        header: t('field.submittedAssign'),
        sortKey: 'submitted_assign_count',
        width: 190,
      },
      {
        field: 'noMarksAssignCount',
        header: t('field.noMarksAssign'),
        sortKey: 'no_marks_assign_count',
        width: 210,
      },
      {
        field: 'totalModuleMark',
        header: t('field.totalModuleMark'),
        sortKey: 'total_module_mark',
        width: 160,
        render: (r) => formatMark(r.totalModuleMark),
      },
      {
        field: 'status',
        header: t('field.status'),
        sortKey: 'status',
        width: 150,
        wrap: true,
        render: (r) => <StatusTag kind="studentStatus" status={r.status} />,
      },
    ];
    return all.filter((c) => !c.fact || present.has(c.fact));
  }, [t, present]);

  const statusLabel = (c: string) => t(`studentStatus.${c}`, { defaultValue: c });
  const ids = selected.map((r) => r.studentModuleId);
  return (
    <Card className="mod-card" aria-labelledby="mod-student-list">
      <h2 id="mod-student-list">{t('students.title')}</h2>
      <div className="mod-toolbar">
        <SearchBox
          className="mod-filter mod-filter-wide"
          id="mod-student-id"
          label={t('field.studentId')}
          value={studentId}
          alphanumeric
          onChange={setStudentId}
          onEnter={() => setDebouncedId(studentId)}
        />
        <FormGroup label={t('field.subGroup')} labelFor="mod-group" className="mod-filter">
          <HTMLSelect
            id="mod-group"
            value={group ?? ''}
            onChange={(e) => setGroup(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
          >
            <option value="">{t('filter.all')}</option>
            {GROUPS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <StatusFilter
          className="mod-filter"
          listClassName="mod-check-list"
          label={t('field.status')}
          codes={STUDENT_MODULE_STATUSES}
          value={statuses}
          labelOf={statusLabel}
          onChange={setStatuses}
        />
        {!roles.supervisorOnly && (
          <FormGroup label={t('field.assignedAs')} labelFor="mod-as" className="mod-filter">
            <HTMLSelect
              id="mod-as"
              value={supervisor ?? ''}
              onChange={(e) => setSupervisor(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
            >
              <option value="">{t('filter.all')}</option>
              {(academics ?? []).map((a) => (
                <option key={a.userId} value={a.userId}>
                  {a.userName}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        <div className="mod-toolbar-buttons">
          <ResetButton onClick={reset} />
        </div>
      </div>
      <div className="mod-actions" role="group" aria-label={t('students.actions')}>
        {roles.convener && (
          <>
            <Button icon="people" onClick={() => open('group')}>
              {t('students.editGroup')}
            </Button>
            <Button icon="person" onClick={() => open('as')}>
              {t('students.assignAs')}
            </Button>
          </>
        )}
        {roles.studentActions && (
          <Tooltip content={t('students.statusTooltip')} placement="top">
            <Button icon="refresh" onClick={() => open('status')}>
              {t('students.changeStatus')}
            </Button>
          </Tooltip>
        )}
        <Button icon="export" loading={exporting.pending} onClick={() => void runExport()}>
          {t('common.export')}
        </Button>
        {selected.length > 0 && <span className="mod-muted">{t('students.chosen', { count: selected.length })}</span>}
      </div>
      <DataGrid<StudentModuleRow>
        label={t('students.title')}
        columns={columns}
        fetchPage={fetchPage}
        reloadKey={key}
        refreshKey={refresh}
        onLoaded={onLoaded}
        onError={(e) => void toast.error(errorText(t, e))}
        selection={
          roles.studentActions ? { rowId: (r) => String(r.studentModuleId), onSelect: setSelected } : undefined
        }
      />
      <ChoiceDialog
        isOpen={dialog === 'group'}
        title={t('students.editGroup')}
        label={t('students.newGroup')}
        choices={GROUPS.map((g) => ({ value: String(g), label: String(g) }))}
        check={(v) => rule(subGroupFault(v === '' ? null : Number(v)))}
        count={ids.length}
        pending={guard.pending}
        onClose={() => setDialog(null)}
        onConfirm={(v) => void apply(() => updateStudentModuleGroup(cohortModuleId, Number(v), selected))}
      />
      <ChoiceDialog
        isOpen={dialog === 'as'}
        title={t('students.assignAs')}
        label={t('students.newAs')}
        choices={(academics ?? []).map((a) => ({ value: String(a.userId), label: a.userName }))}
        check={(v) => rule(newAsFault(v === '' ? null : Number(v)))}
        count={ids.length}
        pending={guard.pending}
        onClose={() => setDialog(null)}
        onConfirm={(v) => void apply(() => updateStudentModuleAS(cohortModuleId, Number(v), selected))}
      />
      <ChoiceDialog
        isOpen={dialog === 'status'}
        title={t('students.changeStatus')}
        label={t('students.newStatus')}
        choices={STUDENT_MODULE_STATUSES.map((c) => ({ value: c, label: statusLabel(c) }))}
        check={(v) => rule(newStatusFault(v))}
        count={ids.length}
        pending={guard.pending}
        onClose={() => setDialog(null)}
        onConfirm={(v) => void apply(() => updateStudentModuleStatus(cohortModuleId, v, selected))}
      />
    </Card>
  );
}
