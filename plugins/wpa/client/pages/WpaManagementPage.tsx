import { useState } from 'react';
import { NonIdealState, Tag } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { useChosen, useRouteRef } from '@core/client/extensions/Extensions';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid, type PageRequest } from '@core/client/ui/DataGrid';
import { useDebounced } from '@core/client/ui/useDebounced';
import { wpaContract } from '@schemas/wpa/contract';
import { modulesContract } from '@schemas/modules/contract';
import { searchWpa } from '../calls';
import { useModuleSummary, useModuleSupervisors } from '../moduleReads';
import { ModuleCard } from '../components/ModuleCard';
import { EMPTY, useWpaQuery, type Filters } from '../components/management/filters';
import { useWpaColumns } from '../components/management/wpaColumns';
import { WpaFilterBar } from '../components/management/WpaFilterBar';
import { isShowStatus, type ShowStatus } from '../routes';
import type { WpaRow } from '../types';
import { wpaStorage } from '../wpaStorage';
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

  const [f, setF] = useState<Filters>(EMPTY);
  const [text, setText] = useDebounced(f.text);
  const [sort, setSort] = useState('');
  const set = (patch: Partial<Filters>) => setF((x) => ({ ...x, ...patch }));

  const { data: module } = useModuleSummary(cohortModuleId, undefined, { errors: 'silent' });
  const { data: academics } = useModuleSupervisors(supervisorOnly ? null : cohortModuleId, { errors: 'silent' });
  const query = useWpaQuery(cohortModuleId, showStatus, f, text, supervisorOnly ? s.userInfo.userId : null);

  const columns = useWpaColumns(supervisorOnly, (row) => {
    wpaStorage.setWpaApplId(row.wpaApplId);
    if (reviewLink) navigate(reviewLink({}));
  });
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
      <WpaFilterBar
        {...{ f, set, academics, supervisorOnly, sort, setSort }}
        onEnter={() => setText(f.text)}
        onReset={() => {
          setF(EMPTY);
          setText('');
          setSort('');
        }}
      />
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
