import { useTranslation } from 'react-i18next';
import { RATINGS, ratingKey } from '../ratingScale';

/** The rating scale of spec 001 §9: 5 Excellent … 0 Unacceptable. */
export function RatingLegend() {
  const { t } = useTranslation('wpa');
  return (
    <ul className="wpa-legend" aria-label={t('review.legend')}>
      {RATINGS.map((n) => (
        <li key={n}>
          <strong>{n}</strong> {t(ratingKey(n))}
        </li>
      ))}
    </ul>
  );
}

/** A rating as shown: the number and its word. */
export function RatingValue({ value }: { value: unknown }) {
  const { t } = useTranslation('wpa');
  if (value === null || value === undefined || value === '') return <>—</>;
  const n = Number(value);
  return (
    <>
      <strong>{n}</strong> {t(ratingKey(n), { defaultValue: '' })}
    </>
  );
}
