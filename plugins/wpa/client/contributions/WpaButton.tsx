import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteRef } from '@core/client/extensions/Extensions';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { wpaContract } from '@schemas/wpa/contract';
import { wpaStorage } from '../wpaStorage';

/** Module Summary's WPA Management button (spec 002 §2): the module travels in storage, not the path. */
export default function WpaButton({ cohortModuleId }: ModuleSummaryProps) {
  const { t } = useTranslation('wpa');
  const navigate = useNavigate();
  const link = useRouteRef(wpaContract.routes.management);
  if (!link) return null;
  return (
    <Button
      icon="annotation"
      onClick={() => {
        wpaStorage.setCohortModuleId(cohortModuleId);
        navigate(link({ showStatus: '' }));
      }}
    >
      {t('contrib.management')}
    </Button>
  );
}
