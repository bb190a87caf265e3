import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { studentIdSearch } from '../../shared/formRules';

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
