import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Chart } from '@core/client/charts/Chart';
import { pivotFigures } from '@core/client/charts/pivot';
import { useCall } from '@core/client/data/useCall';
import { useRouteRef } from '@core/client/extensions/Extensions';
import { useSession } from '@core/client/session/SessionContext';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { wpaContract } from '@schemas/wpa/contract';
import { wpaCalls as c } from '@schemas/wpa/calls';
import type { ShowStatus } from '../routes';

/** The statuses WPA Management has a list of (002 §2); a bar of any other opens every form. */
const LISTS: Record<string, ShowStatus> = {
  PENDING_SEND: 'pendingSend',
  SENT_TO_IS: 'sentToIs',
  PENDING_REVIEW: 'pendingReview',
};

/**
 * The WPA area's Module Summary chart (issue 38): the module's WPA forms by status, for the view
 * chosen; a bar opens WPA Management with that status's list.
 */
export default function WpaStatusChart({ cohortModuleId, view }: ModuleSummaryProps & { view: string }) {
  const { t } = useTranslation('wpa');
  const s = useSession();
  const navigate = useNavigate();
  const link = useRouteRef(wpaContract.routes.management);
  const asId = view === 'studentAssigned' ? s.userInfo.userId : undefined;
  const { data } = useCall(
    c.searchChart,
    { cohortModuleId, academicSupervisorUserId: asId ?? null },
    { errors: 'silent' },
  );
  const series = useMemo(() => [{ key: 'count', label: t('chart.forms') }], [t]);
  if (!data) return null;
  return (
    <Chart
      spec={{
        id: 'wpa-forms-by-status',
        title: t('chart.title'),
        kind: 'bar',
        rows: pivotFigures(data, series, (code) => t(`status.${code}`)),
        category: { key: 'category', label: t('chart.status') },
        series,
        valueLabel: t('chart.forms'),
        onSelect: link ? (row) => void navigate(link({ showStatus: LISTS[String(row.code)] ?? '' })) : undefined,
      }}
    />
  );
}
