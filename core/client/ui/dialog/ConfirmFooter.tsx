import { Button, DialogFooter, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * A dialog's Cancel and confirm buttons. Without `onConfirm` the confirm button submits the
 * dialog's form (Enter confirms too). Cancel is the house text unless the area words it otherwise.
 */
export function ConfirmFooter({
  cancelText,
  confirmText,
  intent = 'primary',
  pending,
  disabled,
  onCancel,
  onConfirm,
}: {
  cancelText?: string;
  confirmText: string;
  intent?: Intent;
  pending?: boolean;
  /** The confirm button cannot be pressed yet. */
  disabled?: boolean;
  onCancel: () => void;
  onConfirm?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFooter
      actions={
        <>
          <Button onClick={onCancel}>{cancelText ?? t('common.cancel')}</Button>
          <Button
            type={onConfirm ? 'button' : 'submit'}
            intent={intent}
            loading={pending}
            disabled={disabled}
            onClick={onConfirm}
          >
            {confirmText}
          </Button>
        </>
      }
    />
  );
}
