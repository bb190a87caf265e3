import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { RecordTable, type RecordColumn } from '@core/client/ui/tables/RecordTable';
import { WpaStatusTag } from '../components/StatusTag';
import { WPA_TABLE } from '../components/tableLook';
import { placementColumns } from '../components/wpaTableColumns';
import type { WpaRow } from '../types';

/** A student module's WPAs, each with its Review where the review page is on. */
export function StudentWpaTable({ list, onReview }: { list: WpaRow[]; onReview?: (w: WpaRow) => void }) {
  const { t } = useTranslation('wpa');
  const reviewOf = (w: WpaRow) =>
    onReview && (
      <Button
        size="small"
        icon="eye-open"
        aria-label={t('contrib.reviewOf', { company: w.companyName ?? w.wpaApplId })}
        onClick={() => onReview(w)}
      >
        {t('contrib.review')}
      </Button>
    );
  const c = placementColumns(t);
  const columns: RecordColumn<WpaRow>[] = [
    c.company,
    c.period,
    c.hours,
    c.mark,
    { header: t('col.submitDate'), cell: (w) => formatDate(w.applyDate) },
    { header: t('col.status'), cell: (w) => <WpaStatusTag status={w.wpaStatus} /> },
    { header: t('col.action'), cell: reviewOf },
  ];
  return <RecordTable look={WPA_TABLE} testId="student-wpas" rows={list} columns={columns} />;
}
