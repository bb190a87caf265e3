import { Button, Callout } from '@blueprintjs/core';
import { FloppyDiskIcon, TickIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { momentText } from './dates';

/** Save Draft and Submit, when the draft was saved, and the notice. */
export function LinkButtons({
  saving = false,
  busy,
  savedAt,
  notice = null,
  onSave,
  onSubmit,
}: {
  saving?: boolean;
  busy: boolean;
  savedAt: string | null;
  notice?: { danger: boolean; text: string } | null;
  onSave: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('wpa');
  return (
    <div className="wpa-link-actions" role="group" aria-label={t('link.actions')}>
      <div className="wpa-link-buttons">
        <Button icon={<FloppyDiskIcon />} loading={saving} disabled={busy && !saving} onClick={onSave}>
          {t('link.saveDraft')}
        </Button>
        <Button intent="primary" icon={<TickIcon />} disabled={busy} onClick={onSubmit}>
          {t('form.submit')}
        </Button>
        {savedAt && (
          <span className="wpa-muted wpa-link-saved">{t('link.savedAt', { when: momentText(savedAt) })}</span>
        )}
      </div>
      {notice && (
        <Callout
          intent={notice.danger ? 'danger' : 'success'}
          role={notice.danger ? 'alert' : 'status'}
          className="wpa-link-notice"
          compact
        >
          {notice.text}
        </Callout>
      )}
    </div>
  );
}
