import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, ResetButton, SearchBox } from '@core/client/ui/ListFilters';
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
  const toggle = (status: KeyDocumentStatus, on: boolean) =>
    set({ statuses: on ? [...value.statuses, status] : value.statuses.filter((s) => s !== status) });
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
      <fieldset className="kd-filter kd-statuses">
        <legend>{t('col.status')}</legend>
        {KEY_DOCUMENT_STATUSES.map((s) => (
          <Checkbox
            key={s}
            inline
            label={t(`status.${s}`)}
            checked={value.statuses.includes(s)}
            onChange={(e) => toggle(s, e.currentTarget.checked)}
          />
        ))}
      </fieldset>
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
      <FormGroup label={t('col.fileType')} labelFor="kd-f-type" className="kd-filter">
        <HTMLSelect
          id="kd-f-type"
          value={value.fileType ?? ''}
          onChange={(e) => set({ fileType: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
        >
          <option value="">{t('filter.all')}</option>
          {fileTypes.map((p) => (
            <option key={p.paramId} value={p.paramId}>
              {p.parmValue1}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {supervisors && (
        <FormGroup label={t('col.as')} labelFor="kd-f-as" className="kd-filter">
          <HTMLSelect
            id="kd-f-as"
            value={value.academicSupervisorUserId ?? ''}
            onChange={(e) =>
              set({ academicSupervisorUserId: e.currentTarget.value ? Number(e.currentTarget.value) : null })
            }
          >
            <option value="">{t('filter.all')}</option>
            {supervisors.map((a) => (
              <option key={a.userId} value={a.userId}>
                {a.userName}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
      <div className="kd-filter-buttons">
        <ResetButton text={t('filter.reset')} onClick={onReset} />
      </div>
    </div>
  );
}
