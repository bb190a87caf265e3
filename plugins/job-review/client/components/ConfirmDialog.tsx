import { Button, Dialog, DialogBody, DialogFooter, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A Yes/No question (the deadline notice, spec 000 §4). */
export function ConfirmDialog({
  isOpen,
  message,
  pending,
  onYes,
  onNo,
}: {
  isOpen: boolean;
  message: string;
  pending?: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation('job-review');
  return (
    <Dialog isOpen={isOpen} onClose={onNo} title={t('dialog.warningTitle')} icon="warning-sign">
      <DialogBody>
        <p>
          <Icon icon="warning-sign" intent="warning" /> {message}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onNo}>{t('dialog.no')}</Button>
            <Button intent="danger" loading={pending} onClick={onYes}>
              {t('dialog.yes')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
