import { useMemo } from 'react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { NumberChoiceFilter } from '@core/client/ui/ListFilters';
import type { TFunction } from 'i18next';
import type { YesNo } from '@core/shared/audit';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import { useCall } from '@core/client/data/useCall';
import { referenceCalls } from '@schemas/core/reference';
import { searchProgramme, type Department, type ProgrammeFilters, type ProgrammeRow } from '../programmeApi';
import { pickColumn, PickerText } from './pickerParts';
import { PickerDialog } from './PickerDialog';

export interface SelectProgrammeDialogProps {
  isOpen: boolean;
  onClose(): void;
  onSelect(programme: ProgrammeRow): void;
  /** Further limits the list (the server always limits it to the user's programmes). */
  progCodeList?: string[];
}

const EMPTY: ProgrammeFilters = { progCode: '', progTitle: '', deptId: null, activeInd: 'Y' };

/** The picker's filters: programme code and title, department, status. */
function ProgrammeFields({
  depts,
  draft,
  setDraft,
}: {
  depts: Department[];
  draft: ProgrammeFilters;
  setDraft: (f: ProgrammeFilters) => void;
}) {
  const { t } = useTranslation('programmes');
  return (
    <>
      <PickerText field="progCode" id="sp-code" max={20} draft={draft} setDraft={setDraft} />
      <PickerText field="progTitle" id="sp-title" max={200} draft={draft} setDraft={setDraft} />
      <NumberChoiceFilter
        id="sp-dept"
        label={t('picker.department')}
        allText={t('picker.all')}
        value={draft.deptId ?? null}
        onChange={(deptId) => setDraft({ ...draft, deptId })}
        options={depts.map((d) => ({ value: d.deptId, label: `${d.deptCode} - ${d.deptName}` }))}
      />
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
    </>
  );
}

/** The table: a radio, then code, title, department, launch year and status. */
function programmeColumns(t: TFunction<'programmes'>): DataGridColumn<ProgrammeRow>[] {
  return [
    pickColumn<ProgrammeRow>(t, 'progId', 'select-programme', (r) => `${r.progCode} ${r.progTitle}`),
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
  ];
}

/**
 * Select Programme (spec 001 §2 Pickers): radio pick, filters code, name, department and status
 * (default active), paged, sortable by code and launch year, 1052 px wide.
 */
export function SelectProgrammeDialog({ isOpen, onClose, onSelect, progCodeList }: SelectProgrammeDialogProps) {
  const { t } = useTranslation('programmes');
  // The department filter is optional: without the list it offers 'All' only, so no toast.
  const { data: depts = [] } = useCall(referenceCalls.searchAllDept, isOpen ? undefined : null, {
    errors: 'silent',
    stable: true,
  });
  const columns = useMemo(() => programmeColumns(t), [t]);
  return (
    <PickerDialog<ProgrammeRow, ProgrammeFilters>
      isOpen={isOpen}
      onClose={onClose}
      onSelect={onSelect}
      title={t('picker.selectProgramme')}
      empty={EMPTY}
      fields={(draft, setDraft) => <ProgrammeFields depts={depts} draft={draft} setDraft={setDraft} />}
      columns={columns}
      idOf={(r) => r.progId}
      fetchPage={(req, filters) => searchProgramme(req, { ...filters, progCodeList })}
    />
  );
}
