import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { WpaStatusTag } from '../components/StatusTag';
import { formatHours, formatMark } from '../numbers';
import type { WpaRow } from '../types';

/** A student module's WPAs, each with its Review where the review page is on. */
export function StudentWpaTable({ list, onReview }: { list: WpaRow[]; onReview?: (w: WpaRow) => void }) {
  const { t } = useTranslation('wpa');
  return (
    <div className="wpa-table-scroll">
      <table className="wpa-table" data-testid="student-wpas">
        <thead>
          <tr>
            <th scope="col">{t('col.company')}</th>
            <th scope="col">{t('col.period')}</th>
            <th scope="col" className="wpa-num">
              {t('col.hours')}
            </th>
            <th scope="col" className="wpa-num">
              {t('col.mark')}
            </th>
            <th scope="col">{t('col.submitDate')}</th>
            <th scope="col">{t('col.status')}</th>
            <th scope="col">{t('col.action')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((w) => (
            <tr key={w.wpaApplId}>
              <td>{w.companyName}</td>
              <td>
                {formatDate(w.periodStartDate)} – {formatDate(w.periodEndDate)}
              </td>
              <td className="wpa-num">{formatHours(w.wilHours)}</td>
              <td className="wpa-num">{formatMark(w.mark)}</td>
              <td>{formatDate(w.applyDate)}</td>
              <td>
                <WpaStatusTag status={w.wpaStatus} />
              </td>
              <td>
                {onReview && (
                  <Button
                    size="small"
                    icon="eye-open"
                    aria-label={t('contrib.reviewOf', { company: w.companyName ?? w.wpaApplId })}
                    onClick={() => onReview(w)}
                  >
                    {t('contrib.review')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
