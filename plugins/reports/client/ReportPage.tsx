import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Callout, H1, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLoaded } from '@core/client/data/useCall';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid } from '@core/client/ui/DataGrid';
import { BlueprintForm, blueprintWidgets } from '@core/client/ui/form/theme';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { reportCalls } from '@schemas/reports/calls';
import { defText, fetchDefinitions, type ClientDefinition } from './definitions';
import { ModulePickerWidget } from './ModulePicker';
import { ReportChart } from './ReportChart';
import { useReportColumns } from './reportColumns';
import { useReportFilters } from './reportChoices';
import { useReportActions, useReportMessages, useReportSearch } from './useReportSearch';

type Row = Record<string, unknown>;
const widgets = { ...blueprintWidgets, modulePicker: ModulePickerWidget };

/** /academic/:reportRoute — the report whose definition has this route, or the fallback page. */
export default function ReportPage() {
  const { reportRoute } = useParams();
  const { t } = useTranslation('reports');
  const { programme } = useSession();
  // canSelect depends on the role in the selected programme: a new programme loads them again
  // (the programme is part of every cached read's key).
  const { data: defs, error } = useLoaded([reportCalls.definitions.path], (signal) => fetchDefinitions({ signal }), {
    errors: 'silent',
  });
  if (error)
    return (
      <Callout intent="danger" role="alert">
        {error.message}
      </Callout>
    );
  if (!defs) return <Spinner aria-label={t('loading')} />;
  const def = defs.find((d) => d.route === reportRoute);
  if (!def) return <NotFoundPage inShell />;
  return <ReportScreen key={`${def.id}:${programme?.cohortProgId ?? ''}`} def={def} />;
}

type Search = ReturnType<typeof useReportSearch>;
type Actions = ReturnType<typeof useReportActions>;

/** The filter form with Search, Reset and Export under it. */
function ReportFilterForm({
  def,
  text,
  showError,
  s,
  a,
}: {
  def: ClientDefinition;
  text: (key: string) => string;
  showError: (e: unknown) => void;
  s: Search;
  a: Actions;
}) {
  const { t } = useTranslation('reports');
  const { schema, uiSchema, validator } = useReportFilters(def, text, showError);
  return (
    <BlueprintForm
      schema={schema}
      uiSchema={uiSchema}
      formData={s.form}
      validator={validator}
      widgets={widgets}
      showErrorList={false}
      noHtml5Validate
      disabled={!def.canSelect}
      onChange={(e) => s.setForm((e.formData ?? {}) as Row)}
      onSubmit={(e) => s.search((e.formData ?? {}) as Row)}
    >
      <div style={{ display: 'flex', gap: 8 }}>
        {def.canSelect && (
          <Button
            type="submit"
            intent="primary"
            icon="search"
            loading={false}
            disabled={s.searching}
            text={s.searching ? t('searching') : t('search')}
          />
        )}
        <Button type="button" icon="reset" text={t('reset')} onClick={s.reset} />
        {def.export && def.canSelect && (
          <Button
            type="button"
            icon="download"
            disabled={a.downloading}
            text={a.downloading ? t('downloading') : t('export')}
            onClick={() => void a.exportFile()}
          />
        )}
      </div>
    </BlueprintForm>
  );
}

/** The confirmation before a row is deleted. */
function DeleteRowAlert({
  row,
  onClose,
  onDelete,
}: {
  row: Row | null;
  onClose: () => void;
  onDelete: (row: Row) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Alert
      isOpen={row !== null}
      intent="danger"
      confirmButtonText={t('delete')}
      cancelButtonText={t('cancel')}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        onDelete(row!);
      }}
    >
      {t('confirmDelete')}
    </Alert>
  );
}

function ReportScreen({ def }: { def: ClientDefinition }) {
  const { t, i18n } = useTranslation('reports');
  const text = useCallback((key: string) => defText(def, i18n.language, key), [def, i18n.language]);
  const messages = useReportMessages();
  const { error, info, topRef, showError } = messages;
  const s = useReportSearch(def, messages);
  const a = useReportActions(def, messages, s);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const columns = useReportColumns(def, text, setToDelete);
  const title = text(def.titleKey);
  return (
    <div className="wil-report" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div ref={topRef} tabIndex={-1} />
      {error && (
        <Callout intent="danger" role="alert" title={t('error')}>
          {error}
        </Callout>
      )}
      <H1 style={{ fontSize: 22 }}>{title}</H1>
      <ReportFilterForm def={def} text={text} showError={showError} s={s} a={a} />
      <div aria-live="polite">
        {a.downloading && <Callout intent="primary">{t('processing')}</Callout>}
        {info && <Callout intent="primary">{info}</Callout>}
      </div>
      {def.chart && def.canSelect && <ReportChart def={def} payload={s.applied} reloadKey={s.reloadKey} text={text} />}
      {def.canSelect ? (
        <div style={{ overflowX: 'auto' }}>
          <DataGrid<Row>
            label={title}
            columns={columns}
            fetchPage={s.fetchPage}
            reloadKey={s.reloadKey}
            onLoaded={s.onLoaded}
            onError={s.onError}
          />
        </div>
      ) : (
        <Callout intent="warning">{t('noPermission')}</Callout>
      )}
      <DeleteRowAlert row={toDelete} onClose={() => setToDelete(null)} onDelete={(row) => void a.remove(row)} />
    </div>
  );
}
