import { Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, ResetButton, SearchBox } from '@core/client/ui/ListFilters';
import { IdSelectFilter } from '@core/client/ui/IdSelectFilter';
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
    <div className="kd-filters">
      <SearchBox
        id="kd-f-student"
        className="kd-filter"
        label={t('filter.studentId')}
        maxLength={20}
        alphanumeric
        value={value.studentAcctId}
        onChange={(studentAcctId) => set({ studentAcctId })}
      />
      <StatusFilter value={value.statuses} onChange={(statuses) => set({ statuses })} />
      <DateRangeFilter
        id="kd-f"
        className="kd-range"
        errorClassName="kd-error"
        label={t('col.uploadedDate')}
        texts={{
          from: t('filter.from'),
          to: t('filter.to'),
          startAfterEnd: t('filter.startAfterEnd'),
          endBeforeStart: t('filter.endBeforeStart'),
        }}
        start={value.startDate}
        end={value.endDate}
        onChange={(startDate, endDate) => set({ startDate, endDate })}
      />
      <IdSelectFilter
        id="kd-f-type"
        className="kd-filter"
        label={t('col.fileType')}
        allText={t('filter.all')}
        value={value.fileType}
        options={fileTypes.map((p) => ({ id: p.paramId, label: p.parmValue1 }))}
        onChange={(fileType) => set({ fileType })}
      />
      {supervisors && (
        <IdSelectFilter
          id="kd-f-as"
          className="kd-filter"
          label={t('col.as')}
          allText={t('filter.all')}
          value={value.academicSupervisorUserId}
          options={supervisors.map((a) => ({ id: a.userId, label: a.userName }))}
          onChange={(academicSupervisorUserId) => set({ academicSupervisorUserId })}
        />
      )}
      <div className="kd-filter-buttons">
        <ResetButton text={t('filter.reset')} onClick={onReset} />
      </div>
    </div>
  );
}
