import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { KeyDocument } from '../types';

/** The question before a document is deleted or submitted (spec 002 §6). */
export function ConfirmDocumentDialog({
  confirm,
  pending,
  onYes,
  onClose,
}: {
  confirm: { doc: KeyDocument; what: 'delete' | 'submit' } | null;
  pending: boolean;
  onYes: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('key-documents');
  const deleting = confirm?.what === 'delete';
  return (
    <Dialog
      isOpen={confirm !== null}
      onClose={onClose}
      title={t('confirm.title')}
      icon={deleting ? 'trash' : 'endorsed'}
      className="kd-dialog"
    >
      <DialogBody>
        <p>{deleting ? t('confirm.delete') : t('confirm.submit')}</p>
        {confirm && <p className="kd-muted">{confirm.doc.fileName}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('action.no')}</Button>
            <Button intent={deleting ? 'danger' : 'primary'} loading={pending} onClick={onYes}>
              {t('action.yes')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
