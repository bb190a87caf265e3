import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Chart } from '@core/client/charts/Chart';
import { pivotFigures } from '@core/client/charts/pivot';
import { useCall } from '@core/client/data/useCall';
import { useRouteRef } from '@core/client/extensions/Extensions';
import { useSession } from '@core/client/session/SessionContext';
import { keyDocumentsContract } from '@schemas/key-documents/contract';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { keyDocumentCalls as c } from '@schemas/key-documents/calls';

/**
 * The key-documents area's Module Summary chart (issue 38): the module's key documents by status,
 * for the view chosen; a bar opens Key Documents (the module the summary shows).
 */
export default function KeyDocumentStatusChart({ cohortModuleId, view }: ModuleSummaryProps & { view: string }) {
  const { t } = useTranslation('key-documents');
  const s = useSession();
  const navigate = useNavigate();
  const link = useRouteRef(keyDocumentsContract.routes.list);
  const asId = view === 'studentAssigned' ? s.userInfo.userId : undefined;
  const { data } = useCall(
    c.searchChart,
    { cohortModuleId, academicSupervisorUserId: asId ?? null },
    { errors: 'silent' },
  );
  const series = useMemo(() => [{ key: 'count', label: t('chart.documents') }], [t]);
  if (!data) return null;
  return (
    <Chart
      spec={{
        id: 'key-documents-by-status',
        title: t('chart.title'),
        kind: 'bar',
        rows: pivotFigures(data, series, (code) => t(`status.${code}`)),
        category: { key: 'category', label: t('chart.status') },
        series,
        valueLabel: t('chart.documents'),
        onSelect: link ? () => void navigate(link({})) : undefined,
      }}
    />
  );
}
