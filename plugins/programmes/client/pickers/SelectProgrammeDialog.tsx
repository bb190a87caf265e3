import { useEffect, useMemo, useState } from 'react';
import { Dialog, DialogBody, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { YesNo } from '@core/shared/audit';
import { DataGrid, type DataGridColumn } from '@core/client/ui/DataGrid';
import { useCall } from '@core/client/data/useCall';
import { referenceCalls } from '@schemas/core/reference';
import { searchProgramme, type ProgrammeFilters, type ProgrammeRow } from '../programmeApi';
import { pickColumn, PickerError, PickerFooter, PickerSearchButtons } from './pickerParts';
import './pickers.css';

export interface SelectProgrammeDialogProps {
  isOpen: boolean;
  onClose(): void;
  onSelect(programme: ProgrammeRow): void;
  /** Further limits the list (the server always limits it to the user's programmes). */
  progCodeList?: string[];
}

const EMPTY: ProgrammeFilters = { progCode: '', progTitle: '', deptId: null, activeInd: 'Y' };

/**
 * Select Programme (spec 001 §2 Pickers): radio pick, filters code, name, department and status
 * (default active), paged, sortable by code and launch year, 1052 px wide.
 */
export function SelectProgrammeDialog({ isOpen, onClose, onSelect, progCodeList }: SelectProgrammeDialogProps) {
  const { t } = useTranslation('programmes');
  const [draft, setDraft] = useState<ProgrammeFilters>(EMPTY);
  const [filters, setFilters] = useState<ProgrammeFilters>(EMPTY);
  const [reloadKey, setReloadKey] = useState(0);
  // The department filter is optional: without the list it offers 'All' only, so no toast.
  const { data: depts = [] } = useCall(referenceCalls.searchAllDept, isOpen ? undefined : null, {
    errors: 'silent',
    stable: true,
  });
  const [rows, setRows] = useState<ProgrammeRow[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setPicked(null);
    setError(null);
  }, [isOpen]);

  const columns = useMemo<DataGridColumn<ProgrammeRow>[]>(
    () => [
      pickColumn<ProgrammeRow>({
        field: 'progId',
        header: t('picker.select'),
        name: 'select-programme',
        picked,
        idOf: (r) => r.progId,
        labelOf: (r) => t('picker.selectRow', { name: `${r.progCode} ${r.progTitle}` }),
        onPick: (id) => {
          setPicked(id);
          setError(null);
        },
      }),
      { field: 'progCode', header: t('picker.progCode'), sortKey: 'prog_code', width: 170 },
      { field: 'progTitle', header: t('picker.progTitle'), width: 330 },
      { field: 'deptDisplayName', header: t('picker.department'), width: 220 },
      { field: 'progLaunchYear', header: t('picker.launchYear'), sortKey: 'launch_year', width: 130 },
      {
        field: 'activeInd',
        header: t('picker.status'),
        width: 100,
        render: (r) => (r.activeInd === 'Y' ? t('picker.active') : t('picker.inactive')),
      },
    ],
    [t, picked],
  );

  const search = () => {
    setFilters(draft);
    setPicked(null);
    setError(null);
    setReloadKey((k) => k + 1);
  };

  const confirm = () => {
    const row = rows.find((r) => r.progId === picked);
    if (!row) {
      setError(t('picker.pleaseSelect'));
      return;
    }
    onSelect(row);
    onClose();
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('picker.selectProgramme')} style={{ width: 1052 }}>
      <DialogBody>
        <form
          className="picker-filters"
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <FormGroup label={t('picker.progCode')} labelFor="sp-code">
            <InputGroup
              id="sp-code"
              maxLength={20}
              value={draft.progCode}
              onValueChange={(v) => setDraft({ ...draft, progCode: v })}
            />
          </FormGroup>
          <FormGroup label={t('picker.progTitle')} labelFor="sp-title">
            <InputGroup
              id="sp-title"
              maxLength={200}
              value={draft.progTitle}
              onValueChange={(v) => setDraft({ ...draft, progTitle: v })}
            />
          </FormGroup>
          <FormGroup label={t('picker.department')} labelFor="sp-dept">
            <HTMLSelect
              id="sp-dept"
              value={draft.deptId ?? ''}
              onChange={(e) =>
                setDraft({ ...draft, deptId: e.currentTarget.value ? Number(e.currentTarget.value) : null })
              }
              options={[
                { value: '', label: t('picker.all') },
                ...depts.map((d) => ({ value: d.deptId, label: `${d.deptCode} - ${d.deptName}` })),
              ]}
            />
          </FormGroup>
          <FormGroup label={t('picker.status')} labelFor="sp-status">
            <HTMLSelect
              id="sp-status"
              value={draft.activeInd ?? ''}
              onChange={(e) => setDraft({ ...draft, activeInd: e.currentTarget.value as YesNo | '' })}
              options={[
                { value: 'Y', label: t('picker.active') },
                { value: 'N', label: t('picker.inactive') },
                { value: '', label: t('picker.all') },
              ]}
            />
          </FormGroup>
          <PickerSearchButtons
            onReset={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
              setReloadKey((k) => k + 1);
            }}
          />
        </form>
        <PickerError error={error} />
        <DataGrid<ProgrammeRow>
          label={t('picker.selectProgramme')}
          columns={columns}
          reloadKey={reloadKey}
          fetchPage={(req) => searchProgramme(req, { ...filters, progCodeList })}
          onLoaded={(r) => setRows(r.list)}
        />
      </DialogBody>
      <PickerFooter onCancel={onClose} onConfirm={confirm} />
    </Dialog>
  );
}
