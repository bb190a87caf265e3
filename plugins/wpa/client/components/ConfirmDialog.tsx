import { Button, Dialog, DialogBody, DialogFooter, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A Yes/No question (terminate, accept, reject: spec 001 §4). */
export function ConfirmDialog({
  isOpen,
  message,
  pending,
  intent = 'primary',
  onYes,
  onNo,
}: {
  isOpen: boolean;
  message: string;
  pending?: boolean;
  intent?: 'primary' | 'danger' | 'success';
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation('wpa');
  return (
    <Dialog isOpen={isOpen} onClose={onNo} title={t('dialog.confirmTitle')} icon="help">
      <DialogBody>
        <p className="wpa-confirm">
          <Icon icon="warning-sign" intent="warning" /> <span>{message}</span>
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onNo}>{t('dialog.no')}</Button>
            <Button intent={intent} loading={pending} onClick={onYes}>
              {t('dialog.yes')}
            </Button>
          </>
        }
      />
    </Dialog>
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
