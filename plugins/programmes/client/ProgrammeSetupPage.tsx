import { useMemo, useState } from 'react';
import { Button, Callout, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid, type DataGridColumn } from '@core/client/ui/DataGrid';
import { BatchUploadDialog } from './BatchUploadDialog';
import { CloneDialog } from './CloneDialog';
import { CohortProgrammeDialog, SelectProgrammeDialog } from './pickers';
import { searchCohortProgramme, type CohortProgrammeRow, type ProgrammeRow } from './programmeApi';
import './pickers/pickers.css';

/** The cohort programmes with whether each is set up. */
function setupColumns(t: TFunction<'programmes'>): DataGridColumn<CohortProgrammeRow>[] {
  return [
    { field: 'deptCode', header: t('picker.deptCode'), sortKey: 'dept_code', width: 180 },
    { field: 'progCode', header: t('picker.progCode'), sortKey: 'prog_code', width: 160 },
    { field: 'progTitle', header: t('picker.progTitle'), sortKey: 'prog_title', width: 360 },
    { field: 'cohortYear', header: t('picker.cohort'), sortKey: 'cohort_year', width: 120 },
    {
      field: 'setupInd',
      header: t('setup.status'),
      width: 160,
      render: (r) => (
        <Tag minimal intent={r.setupInd === 'Y' ? 'success' : 'none'}>
          {r.setupInd === 'Y' ? t('setup.done') : t('setup.notDone')}
        </Tag>
      ),
    },
  ];
}

/**
 * /academic/programmeSetup: the WIL programme setup of the user's cohort programmes, with Batch
 * Upload and Clone for programme leaders (spec 001 §2 Pickers and modals).
 */
export default function ProgrammeSetupPage() {
  const { t } = useTranslation('programmes');
  const session = useSession();
  const leader = session.programme?.roleCodes.includes('PROGRAMME_LEADER') ?? false;
  const [programme, setProgramme] = useState<ProgrammeRow | null>(null);
  const [picking, setPicking] = useState<'programme' | 'source' | null>(null);
  const [uploading, setUploading] = useState(false);
  const [source, setSource] = useState<CohortProgrammeRow | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const columns = useMemo(() => setupColumns(t), [t]);

  return (
    <div className="wil-page">
      <h1>{t('setup.title')}</h1>
      <p>{t('setup.intro')}</p>
      {!leader && (
        <Callout intent="primary" className="picker-error">
          {t('setup.leadersOnly')}
        </Callout>
      )}
      <div className="picker-actions">
        <Button icon="filter" text={t('setup.chooseProgramme')} onClick={() => setPicking('programme')} />
        {programme && (
          <Tag
            large
            onRemove={() => setProgramme(null)}
            aria-label={t('setup.filteredBy', { code: programme.progCode })}
          >
            {programme.progCode} {programme.progTitle}
          </Tag>
        )}
        <Button
          icon="upload"
          intent="primary"
          disabled={!leader || !session.programme}
          text={t('upload.title')}
          onClick={() => setUploading(true)}
        />
        <Button icon="duplicate" disabled={!leader} text={t('clone.title')} onClick={() => setPicking('source')} />
      </div>
      <DataGrid<CohortProgrammeRow>
        label={t('setup.title')}
        columns={columns}
        reloadKey={`${reloadKey}:${programme?.progCode ?? ''}`}
        fetchPage={(req) => searchCohortProgramme(req, { progCodeList: programme ? [programme.progCode] : undefined })}
      />
      <SelectProgrammeDialog
        isOpen={picking === 'programme'}
        onClose={() => setPicking(null)}
        onSelect={setProgramme}
      />
      <CohortProgrammeDialog isOpen={picking === 'source'} onClose={() => setPicking(null)} onSelect={setSource} />
      {session.programme && (
        <BatchUploadDialog
          isOpen={uploading}
          onClose={() => setUploading(false)}
          onDone={() => setReloadKey((k) => k + 1)}
        />
      )}
      <CloneDialog source={source} onClose={() => setSource(null)} onDone={() => setReloadKey((k) => k + 1)} />
    </div>
  );
}
