import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Area } from '../types';

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
