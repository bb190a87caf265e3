import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberChoiceFilter } from '@core/client/ui/ListFilters';
import type { TFunction } from 'i18next';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import { useSession } from '@core/client/session/SessionContext';
import type { Cohort } from '@core/client/session/types';
import { searchCohortProgramme, type CohortProgrammeFilters, type CohortProgrammeRow } from '../programmeApi';
import { pickColumn, PickerText } from './pickerParts';
import { PickerDialog } from './PickerDialog';

export interface CohortProgrammeDialogProps {
  isOpen: boolean;
  onClose(): void;
  onSelect(row: CohortProgrammeRow): void;
  progCodeList?: string[];
}

/** The spec's default cohort '23/24' is cohort year 2023; without it, the selected (current) cohort. */
export const SPEC_DEFAULT_COHORT_YEAR = 2023;

/** The picker's filters: cohort, department code, programme code and title. */
function CohortProgrammeFields({
  cohorts,
  draft,
  setDraft,
}: {
  cohorts: Cohort[];
  draft: CohortProgrammeFilters;
  setDraft: (f: CohortProgrammeFilters) => void;
}) {
  const { t } = useTranslation('programmes');
  return (
    <>
      <NumberChoiceFilter
        id="cp-cohort"
        label={t('picker.cohort')}
        allText={t('picker.all')}
        value={draft.cohortId ?? null}
        onChange={(cohortId) => setDraft({ ...draft, cohortId })}
        options={cohorts.map((c) => ({ value: c.cohortId, label: String(c.cohortYear) }))}
      />
      <PickerText field="deptCode" id="cp-dept" max={20} draft={draft} setDraft={setDraft} />
      <PickerText field="progCode" id="cp-code" max={20} draft={draft} setDraft={setDraft} />
      <PickerText field="progTitle" id="cp-title" max={200} draft={draft} setDraft={setDraft} />
    </>
  );
}

/** The table: a radio, then department, programme code, title and cohort. */
function cohortProgrammeColumns(t: TFunction<'programmes'>): DataGridColumn<CohortProgrammeRow>[] {
  return [
    pickColumn<CohortProgrammeRow>(
      t,
      'cohortProgId',
      'select-cohort-programme',
      (r) => `${r.progCode} ${r.cohortYear}`,
    ),
    { field: 'deptCode', header: t('picker.deptCode'), sortKey: 'dept_code', width: 170 },
    { field: 'progCode', header: t('picker.progCode'), sortKey: 'prog_code', width: 170 },
    { field: 'progTitle', header: t('picker.progTitle'), sortKey: 'prog_title', width: 360 },
    { field: 'cohortYear', header: t('picker.cohort'), sortKey: 'cohort_year', width: 120 },
  ];
}

/**
 * Programme Name by Cohort (spec 001 §2 Pickers): filters cohort, department code, programme code
 * and title; a table of department, programme code, title and cohort; radio pick.
 */
export function CohortProgrammeDialog({ isOpen, onClose, onSelect, progCodeList }: CohortProgrammeDialogProps) {
  const { t } = useTranslation('programmes');
  const session = useSession();
  const cohorts = useMemo(
    () => [...session.academic.cohorts].sort((a, b) => b.cohortYear - a.cohortYear),
    [session.academic.cohorts],
  );
  const defaultCohortId =
    cohorts.find((c) => c.cohortYear === SPEC_DEFAULT_COHORT_YEAR)?.cohortId ?? session.cohort.cohortId;
  const empty: CohortProgrammeFilters = { cohortId: defaultCohortId, deptCode: '', progCode: '', progTitle: '' };
  const columns = useMemo(() => cohortProgrammeColumns(t), [t]);
  return (
    <PickerDialog<CohortProgrammeRow, CohortProgrammeFilters>
      isOpen={isOpen}
      onClose={onClose}
      onSelect={onSelect}
      title={t('picker.cohortProgramme')}
      empty={empty}
      fields={(draft, setDraft) => <CohortProgrammeFields cohorts={cohorts} draft={draft} setDraft={setDraft} />}
      columns={columns}
      idOf={(r) => r.cohortProgId}
      fetchPage={(req, filters) => searchCohortProgramme(req, { ...filters, progCodeList })}
    />
  );
}
