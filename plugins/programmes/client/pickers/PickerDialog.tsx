import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Dialog, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DataGrid, type DataGridColumn, type PageRequest, type PageResult } from '@core/client/ui/DataGrid';
import { PickContext, PickerError, PickerFooter, PickerSearchButtons } from './pickerParts';
import './pickers.css';

export interface PickerDialogProps<T, F> {
  isOpen: boolean;
  onClose(): void;
  onSelect(row: T): void;
  title: string;
  /** The filters when the dialog opens and after Reset. */
  empty: F;
  /** The filter fields, editing the draft that Search applies. */
  fields(draft: F, setDraft: (f: F) => void): ReactNode;
  /** The table's columns, the first a pickColumn; kept stable while rows are picked. */
  columns: DataGridColumn<T>[];
  idOf(row: T): number;
  fetchPage(req: PageRequest, filters: F): Promise<PageResult<T>>;
}

/** The picked row of the page shown: cleared on opening and on a new search; Confirm needs one. */
function usePick<T>(isOpen: boolean, idOf: (row: T) => number) {
  const { t } = useTranslation('programmes');
  const [rows, setRows] = useState<T[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!isOpen) return;
    setPicked(null);
    setError(null);
  }, [isOpen]);
  const pick = useMemo(
    () => ({
      picked,
      onPick: (id: number) => {
        setPicked(id);
        setError(null);
      },
    }),
    [picked],
  );
  const clear = () => {
    setPicked(null);
    setError(null);
  };
  const pickedRow = () => {
    const row = rows.find((r) => idOf(r) === picked);
    if (!row) setError(t('picker.pleaseSelect'));
    return row;
  };
  return { pick, error, setRows, clear, pickedRow };
}

/** A picker (spec 001 §2 Pickers): filters with Search and Reset, a paged table, a radio pick. */
export function PickerDialog<T, F>(p: PickerDialogProps<T, F>) {
  const [draft, setDraft] = useState(p.empty);
  const [filters, setFilters] = useState(p.empty);
  const [reloadKey, setReloadKey] = useState(0);
  const { pick, error, setRows, clear, pickedRow } = usePick(p.isOpen, p.idOf);
  const searchWith = (f: F) => {
    setFilters(f);
    setReloadKey((k) => k + 1);
  };
  const confirm = () => {
    const row = pickedRow();
    if (!row) return;
    p.onSelect(row);
    p.onClose();
  };
  return (
    <Dialog isOpen={p.isOpen} onClose={p.onClose} title={p.title} style={{ width: 1052 }}>
      <DialogBody>
        <form
          className="picker-filters"
          onSubmit={(e) => {
            e.preventDefault();
            clear();
            searchWith(draft);
          }}
        >
          {p.fields(draft, setDraft)}
          <PickerSearchButtons
            onReset={() => {
              setDraft(p.empty);
              searchWith(p.empty);
            }}
          />
        </form>
        <PickerError error={error} />
        <PickContext.Provider value={pick}>
          <DataGrid<T>
            label={p.title}
            columns={p.columns}
            reloadKey={reloadKey}
            fetchPage={(req) => p.fetchPage(req, filters)}
            onLoaded={(r) => setRows(r.list)}
          />
        </PickContext.Provider>
      </DialogBody>
      <PickerFooter onCancel={p.onClose} onConfirm={confirm} />
    </Dialog>
  );
}
