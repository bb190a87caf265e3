import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, NumberChoiceFilter, SearchBox } from '@core/client/ui/ListFilters';
import { ListFilterBar } from '@core/client/ui/lists/ListFilterBar';
import type { ListFilterLook } from '@core/client/ui/lists/listFilterLook';
import { KEY_DOCUMENT_STATUSES, type KeyDocumentStatus } from '@schemas/key-documents/keyDocuments';
import type { SupervisorOption, SysParam } from '../types';

export interface FilterValues {
  studentAcctId: string;
  statuses: KeyDocumentStatus[];
  startDate: string;
  /** Never before startDate: the range field refuses a range turned round (spec 002 §5 'Filter popovers'). */
  endDate: string;
  fileType: number | null;
  academicSupervisorUserId: number | null;
}

export const EMPTY_FILTER: FilterValues = {
  studentAcctId: '',
  statuses: [],
  startDate: '',
  endDate: '',
  fileType: null,
  academicSupervisorUserId: null,
};

const KD_FILTER_LOOK: ListFilterLook = {
  bar: 'kd-filters',
  buttons: 'kd-filter-buttons',
  filter: 'kd-filter',
  range: 'kd-range',
  error: 'kd-error',
};

/** The status checkboxes, one per key document status. */
function StatusFilter({
  value,
  onChange,
}: {
  value: KeyDocumentStatus[];
  onChange: (statuses: KeyDocumentStatus[]) => void;
}) {
  const { t } = useTranslation('key-documents');
  const toggle = (status: KeyDocumentStatus, on: boolean) =>
    onChange(on ? [...value, status] : value.filter((s) => s !== status));
  return (
    <fieldset className="kd-filter kd-statuses">
      <legend>{t('col.status')}</legend>
      {KEY_DOCUMENT_STATUSES.map((s) => (
        <Checkbox
          key={s}
          inline
          label={t(`status.${s}`)}
          checked={value.includes(s)}
          onChange={(e) => toggle(s, e.currentTarget.checked)}
        />
      ))}
    </fieldset>
  );
}

/**
 * The filters of /academic/keyDocument (spec 002 §2): student ID (letters and digits), status
 * list, uploaded date range, file type, and the AS, which an academic supervisor does not get.
 */
export function Filters({
  value,
  onChange,
  fileTypes,
  supervisors,
  onReset,
}: {
  value: FilterValues;
  onChange: (v: FilterValues) => void;
  fileTypes: SysParam[];
  /** The AS filter's choices; undefined hides the filter (the AS role). */
  supervisors?: SupervisorOption[];
  onReset: () => void;
}) {
  const { t } = useTranslation('key-documents');
  const set = (patch: Partial<FilterValues>) => onChange({ ...value, ...patch });
  return (
    <ListFilterBar look={KD_FILTER_LOOK} resetText={t('filter.reset')} onReset={onReset}>
      <SearchBox
        id="kd-f-student"
        label={t('filter.studentId')}
        maxLength={20}
        alphanumeric
        value={value.studentAcctId}
        onChange={(studentAcctId) => set({ studentAcctId })}
      />
      <StatusFilter value={value.statuses} onChange={(statuses) => set({ statuses })} />
      <DateRangeFilter
        id="kd-f"
        label={t('col.uploadedDate')}
        texts={(key) => t(`filter.${key}`)}
        start={value.startDate}
        end={value.endDate}
        onChange={(startDate, endDate) => set({ startDate, endDate })}
      />
      <NumberChoiceFilter
        id="kd-f-type"
        label={t('col.fileType')}
        allText={t('filter.all')}
        value={value.fileType}
        options={fileTypes.map((p) => ({ value: p.paramId, label: p.parmValue1 }))}
        onChange={(fileType) => set({ fileType })}
      />
      {supervisors && (
        <NumberChoiceFilter
          id="kd-f-as"
          label={t('col.as')}
          allText={t('filter.all')}
          value={value.academicSupervisorUserId}
          options={supervisors.map((a) => ({ value: a.userId, label: a.userName }))}
          onChange={(academicSupervisorUserId) => set({ academicSupervisorUserId })}
        />
      )}
    </ListFilterBar>
  );
}
