import { useTranslation } from 'react-i18next';
import { LabelTag } from '@core/client/ui/LabelTag';
import { wpaStatusIntent, wpaStatusKey } from '../labels';

/** The WPA status badge, its whole text in every language (issue 27). */
export function WpaStatusTag({ status, large }: { status: string; large?: boolean }) {
  const { t } = useTranslation('wpa');
  return (
    <LabelTag intent={wpaStatusIntent(status)} size={large ? 'large' : undefined} data-status={status}>
      {t(wpaStatusKey(status), { defaultValue: status })}
    </LabelTag>
  );
}
