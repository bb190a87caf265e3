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
  disabled,
  onCancel,
  onConfirm,
}: {
  cancelText: string;
  confirmText: string;
  intent?: Intent;
  pending?: boolean;
  /** The confirm button cannot be pressed yet. */
  disabled?: boolean;
  onCancel: () => void;
  onConfirm?: () => void;
}) {
  return (
    <DialogFooter
      actions={
        <>
          <Button onClick={onCancel}>{cancelText}</Button>
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
