import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import { actionColumn } from '@core/client/ui/grid/actionColumn';
import { studentName } from '../../labels';
import { formatHours, formatMark } from '../../numbers';
import type { WpaRow } from '../../types';
import { WpaStatusTag } from '../StatusTag';

/** WPA Management's columns (spec 002 §2); an AS-only user has no Assigned-AS column. */
export function useWpaColumns(supervisorOnly: boolean, open: (row: WpaRow) => void): DataGridColumn<WpaRow>[] {
  const { t } = useTranslation('wpa');
  return [
    actionColumn('wpaApplId', t('col.action'), 100, (r) => (
      <Button
        size="small"
        icon="eye-open"
        aria-label={t('management.open', { name: studentName(r) || r.studentAcctId })}
        onClick={() => open(r)}
      >
        {t('common.view')}
      </Button>
    )),
    { field: 'studentAcctId', header: t('col.studentId'), width: 120 },
    { field: 'firstName', header: t('col.student'), width: 150, wrap: true, render: (r) => studentName(r) },
    {
      field: 'wpaStatus',
      header: t('col.status'),
      width: 160,
      wrap: true,
      render: (r) => <WpaStatusTag status={r.wpaStatus} />,
    },
    { field: 'companyName', header: t('col.company'), width: 220, wrap: true },
    { field: 'industrySupervisorName', header: t('col.supervisor'), width: 160, wrap: true },
    { field: 'wilHours', header: t('col.hours'), width: 100, render: (r) => formatHours(r.wilHours) },
    { field: 'mark', header: t('col.mark'), width: 90, render: (r) => formatMark(r.mark) },
    { field: 'applyDate', header: t('col.submitDate'), width: 125, render: (r) => formatDate(r.applyDate) },
    {
      field: 'lastUpdatedDate',
      header: t('col.lastUpdate'),
      width: 125,
      render: (r) => formatDate(r.lastUpdatedDate),
    },
    {
      field: 'sentToIsOver',
      header: t('col.over14'),
      width: 110,
      wrap: true,
      // How long it has waited with the supervisor (002 §9's 14 days), while it does.
      render: (r) =>
        r.sentToIsOver
          ? `${t('common.yes')} (${t('management.days', { count: r.sentToIsDays ?? 0 })})`
          : t('common.no'),
    },
    ...(supervisorOnly
      ? []
      : [{ field: 'academicSupervisorUserName' as const, header: t('col.assignedAs'), width: 150, wrap: true }]),
  ];
}
