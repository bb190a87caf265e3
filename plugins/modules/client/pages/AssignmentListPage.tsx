import { useEffect, useState } from 'react';
import { Button, Card, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { errorText } from '../errors';
import { formatDate, formatDateTime } from '@core/client/format';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { useCall } from '@core/client/data/useCall';
import { modulesCalls } from '@schemas/modules/calls';
import { DataGrid, type DataGridColumn, type PageRequest } from '@core/client/ui/DataGrid';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { exportStudentAssign, searchAssignById, searchStudentAssign, type AssignFilter } from '../calls';
import { Counter } from '../components/Counter';
import { GradingDialog } from '../components/GradingDialog';
import { Fact } from '../components/ModuleCard';
import { Loading, NoModule } from '../components/NoModule';
import { StatusTag } from '../components/StatusTag';
import { useDebounced } from '@core/client/ui/useDebounced';
import { ResetButton, SearchBox, StatusFilter } from '@core/client/ui/ListFilters';
import { SortPopover } from '@core/client/ui/SortPopover';
import { ASSIGN_STATUSES, GRADABLE_STATUSES } from '../labels';
import { isGradable } from '../../shared';
import { ASSIGN_SHOW_STATUSES } from '@schemas/modules/limits';
import { useModule, useModuleChanged } from '../moduleData';
import { modulePaths } from '../modulePaths';
import { useChosen } from '@core/client/extensions/Extensions';
import { modulesContract } from '@schemas/modules/contract';
import { formatHours, formatMark } from '../numbers';
import { useModuleRoles } from '../roles';
import { studentName, type AssignTab, type StudentAssignRow } from '../types';
import '../modules.css';

/** The counters that lead here (spec 002 §2); the server keeps their rows (§4: pending review is submitted, not marked). */
const isShowStatus = (s: string) => (ASSIGN_SHOW_STATUSES as readonly string[]).includes(s);

const SORTS: [string, string][] = [
  ['sort.studentId', 'student_acct_id'],
  ['sort.studentName', 'student_name'],
  ['sort.submittedDate', 'submitted_date'],
  ['sort.marks', 'assign_marks'],
  ['sort.status', 'status'],
];

/**
 * Assignment list (spec 002 §2): the module's header, student search, Sort, Reset and a tab per
 * assignment; a submitted row opens the grading dialog.
 */
export default function AssignmentListPage() {
  const { t } = useTranslation('modules');
  const { showStatus } = useParams();
  const roles = useModuleRoles();
  const cohortModuleId = useChosen(modulesContract.choices.cohortModule);
  const asUserId = roles.supervisorOnly ? roles.userId : undefined;
  const { data: m, error } = useModule(cohortModuleId, asUserId, { keepPrevious: true });
  const moduleChanged = useModuleChanged();
  const assigns = useCall(modulesCalls.searchAssignList, cohortModuleId ? { cohortModuleId } : null).data;
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useDebounced(search);
  const [sort, setSort] = useState('');
  const [statuses, setStatuses] = useState<string[]>([]);
  // A Module Summary chart's bar opens its assignment's tab (issue 38).
  const opened = (useLocation().state as { cohortModuleAssignId?: number } | null)?.cohortModuleAssignId;
  const [tab, setTab] = useState<number | null>(opened ?? null);
  useEffect(() => {
    if (assigns?.length && (tab === null || !assigns.some((a) => a.cohortModuleAssignId === tab)))
      setTab(assigns[0]!.cohortModuleAssignId);
  }, [assigns, tab]);

  if (showStatus && !isShowStatus(showStatus)) return <NotFoundPage inShell />;
  if (!cohortModuleId) return <NoModule />;
  if (!m) return error ? <NoModule /> : <Loading />;

  const reset = () => {
    setSearch('');
    setDebounced('');
    setSort('');
    setStatuses([]);
  };
  const statusLabel = (c: string) => t(`assignStatus.${c}`, { defaultValue: c });
  return (
    <div className="wil-page mod-page">
      <h1>{showStatus ? t(`assignmentList.${showStatus}`) : t('assignments.title')}</h1>
      <Card className="mod-card" aria-labelledby="mod-module-title">
        <div className="mod-card-head">
          <h2 id="mod-module-title">
            <span className="mod-card-code">{m.moduleCode}</span> {m.moduleName}
          </h2>
          <StatusTag kind="moduleStatus" status={m.status} />
        </div>
        <div className="mod-header-grid">
          <section aria-labelledby="mod-h-params">
            <h3 id="mod-h-params">{t('assignments.parameters')}</h3>
            <dl className="mod-facts mod-facts-compact">
              <Fact label={t('field.academicYear')} value={m.cohortYear} />
              <Fact label={t('field.curriculumHours')} value={formatHours(m.curriculumHours)} />
              <Fact label={t('field.otherHours')} value={formatHours(m.otherLearningTrainingHours)} />
              <Fact label={t('field.commenceDate')} value={formatDate(m.expectedCommenceDate)} />
              <Fact label={t('field.endDate')} value={formatDate(m.expectedEndDate)} />
            </dl>
          </section>
          <section aria-labelledby="mod-h-stats">
            <h3 id="mod-h-stats">{t('assignments.statistics')}</h3>
            <ul className="mod-counters">
              <Counter label={t('counter.enrolled')} value={m.enrolled} />
              <Counter label={t('counter.completedModule')} value={m.completedModuleCount} />
              <Counter label={t('counter.overdueAssign')} value={m.overdueAssignStudentCount} />
            </ul>
          </section>
          <section aria-labelledby="mod-h-pending">
            <h3 id="mod-h-pending">{t('assignments.pending')}</h3>
            <ul className="mod-counters">
              <Counter
                label={t('counter.pendingReview')}
                value={m.noMarksAssignCount}
                to={modulePaths.assignmentList('pendingReview')}
              />
              <Counter
                label={t('counter.overdue')}
                value={m.overdueAssignCount}
                to={modulePaths.assignmentList('overdue')}
              />
            </ul>
          </section>
        </div>
      </Card>
      <Card className="mod-card">
        <div className="mod-toolbar">
          <SearchBox
            className="mod-filter mod-filter-wide"
            id="mod-assign-search"
            label={t('assignments.search')}
            value={search}
            onChange={setSearch}
            onEnter={() => setDebounced(search)}
          />
          <StatusFilter
            className="mod-filter"
            listClassName="mod-check-list"
            label={t('field.status')}
            codes={ASSIGN_STATUSES}
            value={statuses}
            labelOf={statusLabel}
            onChange={setStatuses}
          />
          <div className="mod-toolbar-buttons">
            <SortPopover ns="modules" options={SORTS} value={sort} onChange={setSort} />
            <ResetButton onClick={reset} />
          </div>
        </div>
        {!assigns ? (
          <Loading />
        ) : assigns.length === 0 ? (
          <NonIdealState icon="document" title={t('assignments.none')} />
        ) : (
          <Tabs
            id="mod-assign-tabs"
            selectedTabId={tab ?? undefined}
            onChange={(id) => setTab(Number(id))}
            renderActiveTabPanelOnly
            className="mod-tabs"
          >
            {assigns.map((a) => (
              <Tab
                key={a.cohortModuleAssignId}
                id={a.cohortModuleAssignId}
                title={<TabTitle assign={a} />}
                panel={
                  <AssignmentTab
                    assign={a}
                    filter={{
                      cohortModuleAssignId: a.cohortModuleAssignId,
                      showStatus,
                      assignStatusList: statuses,
                      withoutMarkFlag: 'N',
                      studentAcctId: debounced.trim(),
                    }}
                    sort={sort}
                    onGraded={moduleChanged}
                  />
                }
              />
            ))}
          </Tabs>
        )}
      </Card>
    </div>
  );
}

function TabTitle({ assign: a }: { assign: AssignTab }) {
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
function AssignmentTab({
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
  const key = JSON.stringify([filter, sort]);
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

  const openTurnitin = async (r: StudentAssignRow) => {
    // Opened before the call so that the browser lets it open; filled with the answer.
    const w = window.open('', '_blank');
    try {
      const detail = await searchAssignById(r.studentModuleAssignId);
      if (!detail.turnitinUrl) throw new ApiError(t('turnitin.noReport'), null);
      if (w) {
        w.opener = null;
        w.location.href = detail.turnitinUrl;
      } else window.open(detail.turnitinUrl, '_blank', 'noopener');
    } catch (e) {
      w?.close();
      void toast.error(errorText(t, e));
    }
  };

  const columns: DataGridColumn<StudentAssignRow>[] = [
    {
      field: 'studentModuleAssignId',
      header: t('field.action'),
      width: 140,
      render: (r) =>
        isGradable(r.status) ? (
          <Button
            size="small"
            intent={r.assignMarks === null ? 'primary' : 'none'}
            onClick={() => setGrading(r)}
            aria-label={t('grading.gradeOf', { name: studentName(r) || r.studentAcctId })}
          >
            {r.assignMarks === null ? t('grading.grade') : t('grading.regrade')}
          </Button>
        ) : null,
    },
    { field: 'studentAcctId', header: t('field.studentId'), sortKey: 'student_acct_id', width: 130 },
    {
      field: 'firstName',
      header: t('field.name'),
      sortKey: 'student_name',
      width: 180,
      render: (r) => studentName(r),
    },
    { field: 'userName', header: t('field.assignedAs'), width: 160 },
    {
      field: 'submittedDate',
      header: t('field.submittedDate'),
      sortKey: 'submitted_date',
      width: 170,
      render: (r) => formatDateTime(r.submittedDate),
    },
    {
      field: 'status',
      header: t('field.status'),
      sortKey: 'status',
      width: 160,
      wrap: true,
      render: (r) => <StatusTag kind="assignStatus" status={r.status} />,
    },
    {
      field: 'turnitinScore',
      header: t('field.turnitinScore'),
      sortKey: 'turnitin_score',
      width: 170,
      render: (r) =>
        r.turnitinScore === null && r.turnitinReqInd !== 'Y' ? null : (
          <span className="mod-turnitin">
            {r.turnitinScore === null ? '' : `${r.turnitinScore}%`}
            {r.similarityStatus === 'COMPLETE' && (
              <Button
                size="small"
                variant="minimal"
                icon="document-open"
                onClick={() => void openTurnitin(r)}
                aria-label={t('turnitin.openOf', { name: studentName(r) || r.studentAcctId })}
              >
                {t('turnitin.open')}
              </Button>
            )}
          </span>
        ),
    },
    {
      field: 'assignMarks',
      header: t('field.marks'),
      sortKey: 'assign_marks',
      width: 110,
      render: (r) => formatMark(r.assignMarks),
    },
    {
      field: 'markedDate',
      header: t('grading.markedDate'),
      sortKey: 'marked_date',
      width: 140,
      render: (r) => formatDate(r.markedDate),
    },
    { field: 'remarks', header: t('grading.remarks'), width: 220 },
  ];

  return (
    <div>
      <div className="mod-actions">
        <Button
          icon="export"
          loading={exporting.pending}
          onClick={() =>
            void exporting.run(async () => {
              try {
                await exportStudentAssign(filter, sort);
              } catch (e) {
                void toast.error(errorText(t, e));
              }
            })
          }
        >
          {t('assignments.exportTab')}
        </Button>
      </div>
      <DataGrid<StudentAssignRow>
        label={t('assignments.tableOf', { name: assign.assignName })}
        columns={columns}
        fetchPage={fetchPage}
        reloadKey={key}
        refreshKey={refresh}
        onError={(e) => void toast.error(errorText(t, e))}
      />
      {grading && <GradingDialog row={grading} nextRow={next} onGraded={graded} onClose={() => setGrading(null)} />}
    </div>
  );
}
