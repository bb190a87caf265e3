import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES, ACTIVITY_MAX } from './wpaFields';
import type { WpaFormErrors, WpaFormValues } from './WpaFormFields';

/** Part I's activities and their proportions of the time spent (spec 002 §5), and the sum's fault. */
export function ActivityFields({
  values,
  errors,
  onChange,
  required,
  id,
}: {
  values: WpaFormValues;
  errors: WpaFormErrors;
  onChange: (name: string, value: string) => void;
  required: boolean;
  id: (name: string) => string;
}) {
  const { t } = useTranslation('wpa');
  return (
    <>
      {ACTIVITIES.map(({ n, activity, proportion }) => (
        <div key={n} className="wpa-activity">
          <FormGroup
            label={t('review.activity', { n })}
            labelFor={id(activity)}
            labelInfo={required ? '*' : undefined}
            intent={errors[activity] ? 'danger' : 'none'}
            helperText={errors[activity]}
          >
            <TextArea
              id={id(activity)}
              fill
              rows={2}
              maxLength={ACTIVITY_MAX}
              value={values[activity] ?? ''}
              intent={errors[activity] ? 'danger' : 'none'}
              aria-invalid={Boolean(errors[activity])}
              onChange={(e) => onChange(activity, e.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup
            label={t('form.proportion')}
            labelFor={id(proportion)}
            intent={errors[proportion] ? 'danger' : 'none'}
            helperText={errors[proportion]}
          >
            <InputGroup
              id={id(proportion)}
              inputMode="decimal"
              maxLength={6}
              rightElement={<span className="wpa-unit">%</span>}
              value={values[proportion] ?? ''}
              intent={errors[proportion] ? 'danger' : 'none'}
              aria-invalid={Boolean(errors[proportion])}
              onValueChange={(v) => onChange(proportion, v)}
            />
          </FormGroup>
        </div>
      ))}
      {errors._timeSpent && (
        <p className="wpa-error" role="alert" data-testid="time-spent-error">
          {errors._timeSpent}
        </p>
      )}
    </>
  );
}
