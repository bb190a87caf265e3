import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Callout, H1, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { call } from '@core/client/data/call';
import { useLoad } from '@core/client/data/useLoad';
import { formatDate } from '@core/client/format';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid, type DataGridColumn, type PageRequest, type PageResult } from '@core/client/ui/DataGrid';
import { BlueprintForm, blueprintWidgets, formValidator, type Choice } from '@core/client/ui/form/theme';
import { toast } from '@core/client/ui/toaster';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { reportCalls, reportCallsOf } from '@schemas/reports/calls';
import { referenceCalls } from '@schemas/core/reference';
import { defText, fetchDefinitions, type ClientColumn, type ClientDefinition } from './definitions';
import { downloadExport } from './download';
import { ModulePickerWidget } from './ModulePicker';

type Row = Record<string, unknown>;
const widgets = { ...blueprintWidgets, modulePicker: ModulePickerWidget };

/** /academic/:reportRoute — the report whose definition has this route, or the fallback page. */
export default function ReportPage() {
  const { reportRoute } = useParams();
  const { t } = useTranslation('reports');
  const { programme } = useSession();
  // canSelect depends on the role in the selected programme: a new programme loads them again.
  const { data: defs, error } = useLoad((signal) => fetchDefinitions({ signal }), [programme?.cohortProgId], {
    onError: 'silent',
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

type Source = NonNullable<ClientDefinition['filters']['options']>[string];

async function loadChoices(source: Source, signal: AbortSignal): Promise<Choice[]> {
  switch (source) {
    case 'departments':
    case 'departmentNames': {
      const list = await call(referenceCalls.searchAllDept, undefined, { signal });
      return list.map((d) => ({
        value: source === 'departments' ? d.deptId : d.deptName,
        label: `${d.deptCode} - ${d.deptName}`,
      }));
    }
    case 'staff': {
      const list = await call(reportCalls.academicSearch, {}, { signal });
      return list.map((s) => ({ value: s.userId, label: s.staffName }));
    }
    case 'cohorts': {
      const list = await call(reportCalls.searchCohortList, {}, { signal });
      return list.map((c) => ({ value: c.cohortId, label: String(c.cohortYear) }));
    }
    default:
      return [];
  }
}

/** Every dropdown's options from its named source, each source asked once. */
async function loadAllChoices(def: ClientDefinition, signal: AbortSignal): Promise<Record<string, Choice[]>> {
  const options = Object.entries(def.filters.options ?? {});
  const sources = [...new Set(options.map(([, source]) => source))];
  const lists = await Promise.all(sources.map((source) => loadChoices(source, signal)));
  const bySource = new Map(sources.map((source, i) => [source, lists[i]!]));
  return Object.fromEntries(options.map(([field, source]) => [field, bySource.get(source)!]));
}

function ReportScreen({ def }: { def: ClientDefinition }) {
  const { t, i18n } = useTranslation('reports');
  const { fileUrl } = useSession();
  const text = useCallback((key: string) => defText(def, i18n.language, key), [def, i18n.language]);
  const [form, setForm] = useState<Row>({});
  const [applied, setApplied] = useState<Row>({});
  const [reloadKey, setReloadKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const explicit = useRef(false);
  const lastOrder = useRef<string | undefined>(undefined);
  const topRef = useRef<HTMLDivElement>(null);

  const showError = useCallback((e: unknown) => {
    setError(e instanceof Error ? e.message : String(e));
    window.scrollTo({ top: 0 });
    topRef.current?.focus();
  }, []);

  // Dropdown options from their named sources, only when the user may search (canSelect N
  // loads nothing); a failure goes to the top banner like every error of the report.
  const options = useLoad(def.canSelect ? (signal) => loadAllChoices(def, signal) : null, [def], {
    onError: 'silent',
  });
  const choices = useMemo(() => options.data ?? {}, [options.data]);
  useEffect(() => {
    if (options.error) showError(options.error);
  }, [options.error, showError]);

  // The schema as the build read it, whose precompiled validator checks the form; the labels are
  // the uiSchema's titles.
  const schema = def.filters.schema as RJSFSchema;
  const validator = useMemo(() => formValidator(schema), [schema]);

  const uiSchema = useMemo<UiSchema>(() => {
    const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
    for (const [name, p] of Object.entries(def.filters.schema.properties)) {
      const own: UiSchema = { ...(def.filters.uiSchema?.[name] ?? {}), 'ui:title': text(`filter.${name}`) };
      const source = def.filters.options?.[name];
      const enumValues = p.enum as (string | number)[] | undefined;
      if (source || enumValues) {
        ui[name] = {
          ...own,
          'ui:widget': 'choice',
          'ui:options': {
            ...((own['ui:options'] as object) ?? {}),
            allLabel: t('all'),
            choices: source ? (choices[name] ?? []) : enumValues!.map((v) => ({ value: v, label: text(`enum.${v}`) })),
          },
        };
      } else ui[name] = own;
    }
    return ui;
  }, [def, choices, t, text]);

  // The report's calls from its definition: the call layer fills the programme and cohort its
  // scope names (progCode, cohortYear) from the selection; the report id goes to reports/search.
  const calls = useMemo(() => reportCallsOf(def), [def]);
  const idPayload = useMemo(() => (def.calls.search ? {} : { reportId: def.id }), [def]);

  const fetchPage = useCallback(
    async (req: PageRequest, signal?: AbortSignal): Promise<PageResult<Row>> => {
      lastOrder.current = req.orderBy;
      // The payload is the definition's filter form, checked by the server against its schema.
      return call(calls.search, { ...applied, ...idPayload, ...req }, { signal });
    },
    [calls, applied, idPayload],
  );

  const search = (data: Row) => {
    setError(null);
    setInfo(null);
    explicit.current = true;
    setSearching(true);
    setApplied(Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== '')));
    setReloadKey((k) => k + 1);
  };

  const reset = () => {
    setForm({});
    setApplied({});
    setError(null);
    setInfo(null);
    setReloadKey((k) => k + 1);
  };

  const exportFile = async () => {
    setError(null);
    setDownloading(true);
    try {
      await downloadExport(
        calls.export,
        { ...applied, ...idPayload, orderBy: lastOrder.current, lang: i18n.language },
        `${def.exportName ?? def.id}.xlsx`,
      );
    } catch (e) {
      showError(e);
    } finally {
      setDownloading(false);
    }
  };

  const remove = async (row: Row) => {
    try {
      await call(calls.delete, { [def.rowKey!]: row[def.rowKey!] as number | string });
      toast.success(t('deleted'));
      setReloadKey((k) => k + 1);
    } catch (e) {
      showError(e);
    }
  };

  const columns = useMemo<DataGridColumn<Row>[]>(() => {
    const render = (c: ClientColumn) => (row: Row) => {
      const v = row[c.field];
      if (v === null || v === undefined || v === '') return '';
      switch (c.format) {
        case 'date':
          return formatDate(String(v));
        case 'yesNo':
          return v === 'Y' || v === true ? t('yes') : t('no');
        case 'status':
        case 'enum':
          return text(`enum.${String(v)}`);
        case 'number':
          return c.decimals !== undefined ? Number(v).toFixed(c.decimals) : String(v);
        case 'image': {
          const src = fileUrl(String(v));
          return src ? (
            <img src={src} alt={t('logoOf', { name: String(row.companyName ?? '') })} style={{ height: 32 }} />
          ) : (
            ''
          );
        }
        case 'link': {
          const href = String(v);
          return /^https?:\/\//i.test(href) ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {href}
            </a>
          ) : (
            href
          );
        }
        default:
          return String(v);
      }
    };
    const cols: DataGridColumn<Row>[] = def.columns.map((c) => ({
      field: c.field,
      header: text(c.labelKey),
      sortKey: c.sortKey,
      width: c.width,
      render: render(c),
    }));
    if (def.deleteCall && def.rowKey) {
      cols.push({
        field: def.rowKey,
        header: t('action'),
        width: 110,
        fitContent: true,
        render: (row) => (
          <Button size="small" intent="danger" variant="minimal" text={t('delete')} onClick={() => setToDelete(row)} />
        ),
      });
    }
    return cols;
  }, [def, t, text, fileUrl]);

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
      <BlueprintForm
        schema={schema}
        uiSchema={uiSchema}
        formData={form}
        validator={validator}
        widgets={widgets}
        showErrorList={false}
        noHtml5Validate
        disabled={!def.canSelect}
        onChange={(e) => setForm((e.formData ?? {}) as Row)}
        onSubmit={(e) => search((e.formData ?? {}) as Row)}
      >
        <div style={{ display: 'flex', gap: 8 }}>
          {def.canSelect && (
            <Button
              type="submit"
              intent="primary"
              icon="search"
              loading={false}
              disabled={searching}
              text={searching ? t('searching') : t('search')}
            />
          )}
          <Button type="button" icon="reset" text={t('reset')} onClick={reset} />
          {def.export && def.canSelect && (
            <Button
              type="button"
              icon="download"
              disabled={downloading}
              text={downloading ? t('downloading') : t('export')}
              onClick={() => void exportFile()}
            />
          )}
        </div>
      </BlueprintForm>
      <div aria-live="polite">
        {downloading && <Callout intent="primary">{t('processing')}</Callout>}
        {info && <Callout intent="primary">{info}</Callout>}
      </div>
      {def.canSelect ? (
        <div style={{ overflowX: 'auto' }}>
          <DataGrid<Row>
            label={title}
            columns={columns}
            fetchPage={fetchPage}
            reloadKey={reloadKey}
            onLoaded={(r) => {
              if (explicit.current && r.total === 0) setInfo(t('noRecord'));
              explicit.current = false;
              setSearching(false);
            }}
            onError={(e) => {
              explicit.current = false;
              setSearching(false);
              showError(e);
            }}
          />
        </div>
      ) : (
        <Callout intent="warning">{t('noPermission')}</Callout>
      )}
      <Alert
        isOpen={toDelete !== null}
        intent="danger"
        confirmButtonText={t('delete')}
        cancelButtonText={t('cancel')}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const row = toDelete!;
          setToDelete(null);
          void remove(row);
        }}
      >
        {t('confirmDelete')}
      </Alert>
    </div>
  );
}
