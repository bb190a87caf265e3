import { Button, Dialog, DialogBody, DialogFooter, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { YesNoDialog, type YesNoQuestion } from '@core/client/ui/dialog/YesNoDialog';

/** A Yes/No question (terminate, accept, reject: spec 001 §4). */
export function ConfirmDialog({
  message,
  intent = 'primary',
  ...question
}: YesNoQuestion & { message: string; intent?: 'primary' | 'danger' | 'success' }) {
  const { t } = useTranslation('wpa');
  return (
    <YesNoDialog {...question} title={t('dialog.confirmTitle')} icon="help" intent={intent}>
      <p className="wpa-confirm">
        <Icon icon="warning-sign" intent="warning" /> <span>{message}</span>
      </p>
    </YesNoDialog>
  );
}

/** A success message that the user closes (spec 001 §8's WPA messages). */
export function ResultDialog({ message, onDone }: { message: string | null; onDone: () => void }) {
  const { t } = useTranslation('wpa');
  return (
    <Dialog isOpen={message !== null} onClose={onDone} title={t('dialog.resultTitle')} icon="tick-circle">
      <DialogBody>
        <p role="status">{message}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <Button intent="primary" onClick={onDone} autoFocus>
            {t('common.ok')}
          </Button>
        }
      />
    </Dialog>
  );
}
