import { useMemo, useState } from 'react';
import { Button, FormGroup, HTMLSelect, NonIdealState, Tag } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { formatDate } from '@core/client/format';
import { useLoad } from '@core/client/data/useLoad';
import { useChosen, useRouteRef } from '@core/client/extensions/Extensions';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid, type DataGridColumn, type PageRequest } from '@core/client/ui/DataGrid';
import { searchAcademic, searchModuleSummary, searchWpa, type WpaFilter } from '../calls';
import { ModuleCard } from '../components/ModuleCard';
import { WpaStatusTag } from '../components/StatusTag';
import { CompanyOrStudentSearch, type SearchBy } from '../components/Toolbar';
import { DateRangeFilter, ResetButton, StatusFilter } from '@core/client/ui/ListFilters';
import { SortPopover } from '@core/client/ui/SortPopover';
import { useDebounced } from '@core/client/ui/useDebounced';
import { WPA_FILTER_STATUSES, WPA_SORTS, studentName, wpaStatusKey } from '../labels';
import { formatHours, formatMark } from '../numbers';
import { wpaContract } from '@schemas/wpa/contract';
import { WPA_MSG } from '@schemas/wpa/limits';
import { isShowStatus, type ShowStatus } from '../routes';
import { useRuleMessage } from '../rules';
import type { WpaRow } from '../types';
import { wpaStorage } from '../wpaStorage';
import { modulesContract } from '@schemas/modules/contract';
import '../wpa.css';

/** WPA Management (spec 002 §2): /academic/WPAManagement/{showStatus?}, of the chosen module (the modules area's choice). */
export default function WpaManagementPage() {
  const { t } = useTranslation('wpa');
  const { showStatus } = useParams();
  const cohortModuleId = useChosen(modulesContract.choices.cohortModule);
  if (showStatus !== undefined && !isShowStatus(showStatus)) return <NotFoundPage inShell />;
  if (!cohortModuleId) return <NonIdealState icon="learning" title={t('common.noModule')} />;
  return <WpaManagement cohortModuleId={cohortModuleId} showStatus={showStatus} />;
}

interface Filters {
  by: SearchBy;
  text: string;
  start: string;
  end: string;
  sentToIs: '' | 'Y' | 'N';
  statuses: WpaFilter['wpaStatusList'];
  asId: number | null;
}
const EMPTY: Filters = { by: 'company', text: '', start: '', end: '', sentToIs: '', statuses: [], asId: null };

function WpaManagement({ cohortModuleId, showStatus }: { cohortModuleId: number; showStatus?: ShowStatus }) {
  const { t } = useTranslation('wpa');
  const s = useSession();
  const navigate = useNavigate();
  const reviewLink = useRouteRef(wpaContract.routes.review);
  const roleCodes = s.programme?.roleCodes ?? [];
  // Spec 002 §6: an AS (with no wider role) sees their own students and no Assigned-AS filter.
  const supervisorOnly =
    roleCodes.includes('ACADEMIC_SUPERVISOR') &&
    !roleCodes.includes('MODULE_CONVENER') &&
    !roleCodes.includes('PROGRAMME_LEADER');

  const message = useRuleMessage();
  const [f, setF] = useState<Filters>(EMPTY);
  const [text, setText] = useDebounced(f.text);
  const [sort, setSort] = useState('');
  const set = (patch: Partial<Filters>) => setF((x) => ({ ...x, ...patch }));

  const { data: module } = useLoad((signal) => searchModuleSummary(cohortModuleId, signal), [cohortModuleId], {
    onError: 'silent',
  });
  const { data: academics } = useLoad(
    supervisorOnly ? null : (signal) => searchAcademic(cohortModuleId, signal),
    [cohortModuleId, supervisorOnly],
    { onError: 'silent' },
  );

  const query = useMemo(
    () => ({
      cohortModuleId,
      showStatus,
      wpaStatusList: f.statuses,
      sentToIs: f.sentToIs || null,
      companyName: f.by === 'company' ? text.trim() : '',
      studentAcctId: f.by === 'student' ? text.trim() : '',
      startDate: f.start || null,
      endDate: f.end || null,
      academicSupervisorUserId: supervisorOnly ? s.userInfo.userId : f.asId,
    }),
    [
      cohortModuleId,
      showStatus,
      f.statuses,
      f.sentToIs,
      f.by,
      text,
      f.start,
      f.end,
      f.asId,
      supervisorOnly,
      s.userInfo.userId,
    ],
  );

  const open = (row: WpaRow) => {
    wpaStorage.setWpaApplId(row.wpaApplId);
    if (reviewLink) navigate(reviewLink({}));
  };

  const columns = useMemo<DataGridColumn<WpaRow>[]>(
    () => [
      {
        field: 'wpaApplId',
        header: t('col.action'),
        width: 100,
        fitContent: true,
        render: (r) => (
          <Button
            size="small"
            icon="eye-open"
            aria-label={t('management.open', { name: studentName(r) || r.studentAcctId })}
            onClick={() => open(r)}
          >
            {t('common.view')}
          </Button>
        ),
      },
      { field: 'studentAcctId', header: t('col.studentId'), width: 120 },
      { field: 'firstName', header: t('col.student'), width: 150, wrap: true, render: (r) => studentName(r) },
      {
        field: 'wpaStatus',
        header: t('col.status'),
        width: 160,
        wrap: true,
        render: (r) => <WpaStatusTag status={r.wpaStatus} />,
      },
      { field: 'companyName', header: t('col.company'), width: 220, wrap: true },
      { field: 'industrySupervisorName', header: t('col.supervisor'), width: 160, wrap: true },
      { field: 'wilHours', header: t('col.hours'), width: 100, render: (r) => formatHours(r.wilHours) },
      { field: 'mark', header: t('col.mark'), width: 90, render: (r) => formatMark(r.mark) },
      { field: 'applyDate', header: t('col.submitDate'), width: 125, render: (r) => formatDate(r.applyDate) },
      {
        field: 'lastUpdatedDate',
        header: t('col.lastUpdate'),
        width: 125,
        render: (r) => formatDate(r.lastUpdatedDate),
      },
      {
        field: 'sentToIsOver',
        header: t('col.over14'),
        width: 110,
        wrap: true,
        // How long it has waited with the supervisor (002 §9's 14 days), while it does.
        render: (r) =>
          r.sentToIsOver
            ? `${t('common.yes')} (${t('management.days', { count: r.sentToIsDays ?? 0 })})`
            : t('common.no'),
      },
      ...(supervisorOnly
        ? []
        : [{ field: 'academicSupervisorUserName' as const, header: t('col.assignedAs'), width: 150, wrap: true }]),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, supervisorOnly, reviewLink],
  );

  const fetchPage = (req: PageRequest, signal?: AbortSignal) =>
    searchWpa(query, { ...req, orderBy: sort || req.orderBy }, signal);

  return (
    <div className="wil-page wpa-page">
      <div className="wpa-title-row">
        <h1>{t('management.title')}</h1>
        <Tag minimal large>
          {t(`show.${showStatus ?? 'all'}`)}
        </Tag>
      </div>
      {module && <ModuleCard module={module} />}
      <div className="wpa-toolbar" role="search">
        <CompanyOrStudentSearch
          by={f.by}
          value={f.text}
          onBy={(by) => set({ by })}
          onChange={(v) => set({ text: v })}
          onEnter={() => setText(f.text)}
        />
        <DateRangeFilter
          id="wpa-range"
          className="wpa-range"
          errorClassName="wpa-error"
          label={t('management.dateRange')}
          texts={{
            from: t('management.from'),
            to: t('management.to'),
            startAfterEnd: message(WPA_MSG.startAfterEnd),
            endBeforeStart: message(WPA_MSG.endBeforeStart),
          }}
          start={f.start}
          end={f.end}
          onChange={(start, end) => set({ start, end })}
        />
        <FormGroup label={t('management.sentToIs')} labelFor="wpa-sent">
          <HTMLSelect
            id="wpa-sent"
            value={f.sentToIs}
            onChange={(e) => set({ sentToIs: e.currentTarget.value as Filters['sentToIs'] })}
          >
            <option value="">{t('management.all')}</option>
            <option value="Y">{t('common.yes')}</option>
            <option value="N">{t('common.no')}</option>
          </HTMLSelect>
        </FormGroup>
        <StatusFilter
          listClassName="wpa-check-list"
          label={t('management.statuses')}
          codes={WPA_FILTER_STATUSES}
          value={f.statuses}
          labelOf={(c) => t(wpaStatusKey(c))}
          onChange={(statuses) => set({ statuses })}
        />
        {!supervisorOnly && (
          <FormGroup label={t('management.assignedAs')} labelFor="wpa-as">
            <HTMLSelect
              id="wpa-as"
              value={f.asId ?? ''}
              onChange={(e) => set({ asId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            >
              <option value="">{t('management.all')}</option>
              {(academics ?? []).map((a) => (
                <option key={a.userId} value={a.userId}>
                  {a.userName}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        <div className="wpa-toolbar-buttons">
          <SortPopover ns="wpa" placement="bottom-end" options={WPA_SORTS} value={sort} onChange={setSort} />
          <ResetButton
            text={t('management.reset')}
            onClick={() => {
              setF(EMPTY);
              setText('');
              setSort('');
            }}
          />
        </div>
      </div>
      {/* A new sort starts again at page 1 with 10 a page (spec 002 §9): the grid is made anew. */}
      <DataGrid<WpaRow>
        key={sort}
        label={t('management.table')}
        columns={columns}
        fetchPage={fetchPage}
        reloadKey={query}
      />
    </div>
  );
}
