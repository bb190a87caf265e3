import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { RecordTable } from '@core/client/ui/tables/RecordTable';
import { WpaStatusTag } from '../components/StatusTag';
import { WPA_TABLE } from '../components/tableLook';
import { formatHours, formatMark } from '../numbers';
import { periodOf } from '../period';
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
  return (
    <RecordTable
      look={WPA_TABLE}
      testId="student-wpas"
      rows={list}
      rowKey={(w) => w.wpaApplId}
      columns={[
        { header: t('col.company'), cell: (w) => w.companyName },
        { header: t('col.period'), cell: periodOf },
        { header: t('col.hours'), cell: (w) => formatHours(w.wilHours), numeric: true },
        { header: t('col.mark'), cell: (w) => formatMark(w.mark), numeric: true },
        { header: t('col.submitDate'), cell: (w) => formatDate(w.applyDate) },
        { header: t('col.status'), cell: (w) => <WpaStatusTag status={w.wpaStatus} /> },
        { header: t('col.action'), cell: reviewOf },
      ]}
    />
  );
}
