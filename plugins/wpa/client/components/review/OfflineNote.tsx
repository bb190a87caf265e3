import { Callout, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@core/client/format';
import type { Wpa } from '../../types';

/** Who entered an offline WPA and when, and its paper form (spec 002 §4). */
export function OfflineNote({ wpa }: { wpa: Wpa }) {
  const { t } = useTranslation('wpa');
  return (
    <Callout intent="primary" icon="document" className="wpa-banner" data-testid="offline-note">
      <p>
        {t('review.offline', {
          who: wpa.offlineEnteredByName ?? '—',
          when: formatDateTime(wpa.offlineEnteredDate ?? wpa.applyDate),
        })}
      </p>
      {wpa.fileUrl && (
        <a href={wpa.fileUrl} target="_blank" rel="noopener noreferrer">
          <Icon icon="paperclip" /> {t('review.paperForm')}
          {wpa.fileName ? `: ${wpa.fileName}` : ''}
        </a>
      )}
    </Callout>
  );
}
