import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@core/client/data/call';
import type { PageRequest, PageResult } from '@core/client/ui/DataGrid';
import { toast } from '@core/client/ui/toaster';
import { reportCallsOf } from '@schemas/reports/calls';
import type { ClientDefinition } from './definitions';
import { downloadExport } from './download';

type Row = Record<string, unknown>;

/** The report's one error banner at the top (focused and scrolled to) and its info line. */
export function useReportMessages() {
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const showError = useCallback((e: unknown) => {
    setError(e instanceof Error ? e.message : String(e));
    window.scrollTo({ top: 0 });
    topRef.current?.focus();
  }, []);
  const clear = useCallback(() => {
    setError(null);
    setInfo(null);
  }, []);
  return { error, setError, info, setInfo, topRef, showError, clear };
}

type Messages = ReturnType<typeof useReportMessages>;

/**
 * The filter form, the filters applied and the grid's page calls. The report's calls come from its
 * definition: the call layer fills the programme and cohort its scope names (progCode, cohortYear)
 * from the selection; the report id goes to reports/search.
 */
export function useReportSearch(def: ClientDefinition, messages: Messages) {
  const { t } = useTranslation('reports');
  const [form, setForm] = useState<Row>({});
  const [applied, setApplied] = useState<Row>({});
  const [reloadKey, setReloadKey] = useState(0);
  const [searching, setSearching] = useState(false);
  const explicit = useRef(false);
  const lastOrder = useRef<string | undefined>(undefined);
  const calls = useMemo(() => reportCallsOf(def), [def]);
  const idPayload = useMemo(() => (def.calls.search ? {} : { reportId: def.id }), [def]);
  const reload = () => setReloadKey((k) => k + 1);

  const fetchPage = useCallback(
    async (req: PageRequest, signal?: AbortSignal): Promise<PageResult<Row>> => {
      lastOrder.current = req.orderBy;
      // The payload is the definition's filter form, checked by the server against its schema.
      return call(calls.search, { ...applied, ...idPayload, ...req }, { signal });
    },
    [calls, applied, idPayload],
  );
  const search = (data: Row) => {
    messages.clear();
    explicit.current = true;
    setSearching(true);
    setApplied(Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== '')));
    reload();
  };
  const reset = () => {
    setForm({});
    setApplied({});
    messages.clear();
    reload();
  };
  const onLoaded = (r: PageResult<Row>) => {
    if (explicit.current && r.total === 0) messages.setInfo(t('noRecord'));
    explicit.current = false;
    setSearching(false);
  };
  const onError = (e: unknown) => {
    explicit.current = false;
    setSearching(false);
    messages.showError(e);
  };
  const exportPayload = () => ({ ...applied, ...idPayload, orderBy: lastOrder.current });
  return {
    form,
    setForm,
    applied,
    reloadKey,
    reload,
    searching,
    calls,
    fetchPage,
    search,
    reset,
    onLoaded,
    onError,
    exportPayload,
  };
}

type Search = ReturnType<typeof useReportSearch>;

/** Export to a workbook in the user's language, and Delete of one row (then the page again). */
export function useReportActions(def: ClientDefinition, messages: Messages, s: Search) {
  const { t, i18n } = useTranslation('reports');
  const [downloading, setDownloading] = useState(false);
  const exportFile = async () => {
    messages.setError(null);
    setDownloading(true);
    try {
      await downloadExport(
        s.calls.export,
        { ...s.exportPayload(), lang: i18n.language },
        `${def.exportName ?? def.id}.xlsx`,
      );
    } catch (e) {
      messages.showError(e);
    } finally {
      setDownloading(false);
    }
  };
  const remove = async (row: Row) => {
    try {
      await call(s.calls.delete, { [def.rowKey!]: row[def.rowKey!] as number | string });
      toast.success(t('deleted'));
      s.reload();
    } catch (e) {
      messages.showError(e);
    }
  };
  return { downloading, exportFile, remove };
}
