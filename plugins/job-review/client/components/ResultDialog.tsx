import { Button, Dialog, DialogBody, DialogFooter, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A result dialog: the message and a Done button (spec 000 §2). */
export function ResultDialog({ message, onDone }: { message: string | null; onDone: () => void }) {
  const { t } = useTranslation('job-review');
  return (
    <Dialog isOpen={message !== null} onClose={onDone} title={t('dialog.resultTitle')} icon="tick-circle">
      <DialogBody>
        <p className="jr-result" role="status">
          <Icon icon="tick-circle" intent="success" size={20} /> {message}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <Button intent="primary" onClick={onDone}>
            {t('dialog.done')}
          </Button>
        }
      />
    </Dialog>
  );
}
