import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusBarChart, useViewSupervisor } from '@core/client/charts/StatusBarChart';
import { useCall } from '@core/client/data/useCall';
import { useRouteRef } from '@core/client/extensions/Extensions';
import { keyDocumentsContract } from '@schemas/key-documents/contract';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { keyDocumentCalls as c } from '@schemas/key-documents/calls';

/**
 * The key-documents area's Module Summary chart (issue 38): the module's key documents by status,
 * for the view chosen; a bar opens Key Documents (the module the summary shows).
 */
export default function KeyDocumentStatusChart({ cohortModuleId, view }: ModuleSummaryProps & { view: string }) {
  const { t } = useTranslation('key-documents');
  const navigate = useNavigate();
  const link = useRouteRef(keyDocumentsContract.routes.list);
  const academicSupervisorUserId = useViewSupervisor(view);
  const { data } = useCall(c.searchChart, { cohortModuleId, academicSupervisorUserId }, { errors: 'silent' });
  return (
    <StatusBarChart
      id="key-documents-by-status"
      figures={data}
      title={t('chart.title')}
      countLabel={t('chart.documents')}
      statusLabel={t('chart.status')}
      labelOf={(code) => t(`status.${code}`)}
      onSelect={link ? () => void navigate(link({})) : undefined}
    />
  );
}
