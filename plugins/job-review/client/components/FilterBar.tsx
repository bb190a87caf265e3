import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Area } from '../types';

/** The date-range rule of spec 000 §5: start not after end, end not before start. */
export function dateRangeErrors(start: string, end: string) {
  const bad = Boolean(start && end && start > end);
  return { start: bad, end: bad };
}

/** Application deadline range; the message belongs to the field that was changed last. */
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
  const { t } = useTranslation('job-review');
  const bad = Boolean(start && end && start > end);
  return (
    <fieldset className="jr-range">
      <legend>{label}</legend>
      <FormGroup label={t('filter.from')} labelFor="jr-range-start" className="jr-filter">
        <InputGroup
          id="jr-range-start"
          type="date"
          value={start}
          intent={bad && lastChanged === 'start' ? 'danger' : 'none'}
          onChange={(e) => onChange(e.currentTarget.value, end, 'start')}
        />
      </FormGroup>
      <FormGroup label={t('filter.to')} labelFor="jr-range-end" className="jr-filter">
        <InputGroup
          id="jr-range-end"
          type="date"
          value={end}
          intent={bad && lastChanged === 'end' ? 'danger' : 'none'}
          onChange={(e) => onChange(start, e.currentTarget.value, 'end')}
        />
      </FormGroup>
      {bad && (
        <p className="jr-error" role="alert">
          {lastChanged === 'end' ? t('filter.endBeforeStart') : t('filter.startAfterEnd')}
        </p>
      )}
    </fieldset>
  );
}

/** The work location cascader: areas as groups, their locations as choices. */
export function WorkLocationSelect({
  areas,
  value,
  onChange,
}: {
  areas: Area[];
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const { t } = useTranslation('job-review');
  return (
    <FormGroup label={t('filter.workLocation')} labelFor="jr-workloc" className="jr-filter">
      <HTMLSelect
        id="jr-workloc"
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
      >
        <option value="">{t('filter.allLocations')}</option>
        {areas.map((a) => (
          <optgroup key={a.paramId} label={a.parmValue1 ?? ''}>
            {a.children.map((c) => (
              <option key={c.paramId} value={c.paramId}>
                {a.parmValue1} / {c.parmValue1}
              </option>
            ))}
          </optgroup>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
