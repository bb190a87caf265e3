import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusBarChart, useViewSupervisor } from '@core/client/charts/StatusBarChart';
import { useCall } from '@core/client/data/useCall';
import { useRouteRef } from '@core/client/extensions/Extensions';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { wpaContract } from '@schemas/wpa/contract';
import { wpaCalls as c } from '@schemas/wpa/calls';
import { listOfStatus } from './statusLists';

/**
 * The WPA area's Module Summary chart (issue 38): the module's WPA forms by status, for the view
 * chosen; a bar opens WPA Management with that status's list.
 */
export default function WpaStatusChart({ cohortModuleId, view }: ModuleSummaryProps & { view: string }) {
  const { t } = useTranslation('wpa');
  const navigate = useNavigate();
  const link = useRouteRef(wpaContract.routes.management);
  const academicSupervisorUserId = useViewSupervisor(view);
  const { data } = useCall(c.searchChart, { cohortModuleId, academicSupervisorUserId }, { errors: 'silent' });
  return (
    <StatusBarChart
      id="wpa-forms-by-status"
      figures={data}
      title={t('chart.title')}
      countLabel={t('chart.forms')}
      statusLabel={t('chart.status')}
      labelOf={(code) => t(`status.${code}`)}
      onSelect={link ? (row) => void navigate(link({ showStatus: listOfStatus(String(row.code)) })) : undefined}
    />
  );
}
