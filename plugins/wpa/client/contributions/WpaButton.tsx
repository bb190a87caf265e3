import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteRef } from '@core/client/extensions/Extensions';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { wpaContract } from '@schemas/wpa/contract';

/** Module Summary's WPA Management button (spec 002 §2): the page shows the chosen module (modulesContract.choices). */
export default function WpaButton(_: ModuleSummaryProps) {
  const { t } = useTranslation('wpa');
  const navigate = useNavigate();
  const link = useRouteRef(wpaContract.routes.management);
  if (!link) return null;
  return (
    <Button icon="annotation" onClick={() => navigate(link({ showStatus: '' }))}>
      {t('contrib.management')}
    </Button>
  );
}
