import { Button, DialogFooter, type Intent } from '@blueprintjs/core';

/**
 * A dialog's Cancel and confirm buttons. Without `onConfirm` the confirm button submits the
 * dialog's form (Enter confirms too).
 */
export function ConfirmFooter({
  cancelText,
  confirmText,
  intent = 'primary',
  pending,
  onCancel,
  onConfirm,
}: {
  cancelText: string;
  confirmText: string;
  intent?: Intent;
  pending?: boolean;
  onCancel: () => void;
  onConfirm?: () => void;
}) {
  return (
    <DialogFooter
      actions={
        <>
          <Button onClick={onCancel}>{cancelText}</Button>
          <Button type={onConfirm ? 'button' : 'submit'} intent={intent} loading={pending} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    />
  );
}
