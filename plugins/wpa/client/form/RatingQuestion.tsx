import type { ReactNode } from 'react';
import { Radio } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const RATING_VALUES = [5, 4, 3, 2, 1, 0] as const;

/** One rated question of the WPA form (spec 001 §9's scale, 5 to 0), with its fault if any. */
export function RatingQuestion({
  name,
  id,
  legend,
  value,
  error,
  onChange,
}: {
  name: string;
  id: string;
  legend: ReactNode;
  value: string | undefined;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation('wpa');
  return (
    <fieldset
      className="wpa-question"
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={`rating-${name}`}
    >
      <legend className="wpa-question-text">{legend}</legend>
      <div className="wpa-rating-group">
        {RATING_VALUES.map((v) => (
          <Radio
            key={v}
            inline
            name={id}
            value={String(v)}
            checked={value === String(v)}
            label={`${v} ${t(`rating.${v}`)}`}
            onChange={() => onChange(name, String(v))}
          />
        ))}
      </div>
      {error && (
        <p className="wpa-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
