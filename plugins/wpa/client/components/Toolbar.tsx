import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { dateRangeErrors, studentIdSearch } from '../../shared/formRules';
import { useRuleMessage } from '../rules';

export type SearchBy = 'company' | 'student';

/** Spec 002 §2: the student ID search keeps only letters and digits (the area's rule). */
const studentIdInput = studentIdSearch;

/** Company name or student ID: one box with what it searches by. */
export function CompanyOrStudentSearch({
  by,
  value,
  onBy,
  onChange,
  onEnter,
}: {
  by: SearchBy;
  value: string;
  onBy: (by: SearchBy) => void;
  onChange: (v: string) => void;
  onEnter: () => void;
}) {
  const { t } = useTranslation('wpa');
  return (
    <div className="wpa-filter">
      <label className="wpa-filter-label" htmlFor="wpa-search">
        {t('management.search')}
      </label>
      <div className="wpa-search">
        <HTMLSelect
          aria-label={t('management.searchBy')}
          value={by}
          onChange={(e) => {
            const next = e.currentTarget.value as SearchBy;
            onBy(next);
            if (next === 'student') onChange(studentIdInput(value));
          }}
        >
          <option value="company">{t('management.byCompany')}</option>
          <option value="student">{t('management.byStudent')}</option>
        </HTMLSelect>
        <InputGroup
          id="wpa-search"
          type="search"
          leftIcon="search"
          value={value}
          maxLength={by === 'student' ? 60 : 100}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange(by === 'student' ? studentIdInput(v) : v);
          }}
          onKeyDown={(e) => e.key === 'Enter' && onEnter()}
        />
      </div>
    </div>
  );
}

/** The date-range rule of spec 002 §5's filter popovers: start not after end, end not before start. */
export function DateRange({
  label,
  start,
  end,
  lastChanged,
  onChange,
}: {
  label: string;
  start: string;
  end: string;
  lastChanged: 'start' | 'end' | null;
  onChange: (start: string, end: string, changed: 'start' | 'end') => void;
}) {
  const { t } = useTranslation('wpa');
  const message = useRuleMessage();
  const errors = dateRangeErrors(start, end);
  const bad = Boolean(errors.startDate);
  return (
    <fieldset className="wpa-range">
      <legend>{label}</legend>
      <FormGroup label={t('management.from')} labelFor="wpa-range-start" inline>
        <InputGroup
          id="wpa-range-start"
          type="date"
          value={start}
          intent={bad && lastChanged !== 'end' ? 'danger' : 'none'}
          aria-invalid={bad && lastChanged !== 'end'}
          onChange={(e) => onChange(e.currentTarget.value, end, 'start')}
        />
      </FormGroup>
      <FormGroup label={t('management.to')} labelFor="wpa-range-end" inline>
        <InputGroup
          id="wpa-range-end"
          type="date"
          value={end}
          intent={bad && lastChanged === 'end' ? 'danger' : 'none'}
          aria-invalid={bad && lastChanged === 'end'}
          onChange={(e) => onChange(start, e.currentTarget.value, 'end')}
        />
      </FormGroup>
      {bad && (
        <p className="wpa-error" role="alert">
          {message((lastChanged === 'end' ? errors.endDate : errors.startDate) ?? '')}
        </p>
      )}
    </fieldset>
  );
}
