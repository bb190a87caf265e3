import { Button, DialogFooter, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

/**
 * A dialog's Cancel and confirm buttons. Without `onConfirm` the confirm button submits the
 * dialog's form (Enter confirms too). Cancel is the house text unless the area words it otherwise.
 */
export function ConfirmFooter({
  cancelText,
  confirmText,
  intent = 'primary',
  icon,
  pending,
  disabled,
  cancelDisabled,
  onCancel,
  onConfirm,
}: {
  cancelText?: string;
  confirmText: string;
  intent?: Intent;
  /** The confirm button's icon. */
  icon?: IconName;
  pending?: boolean;
  /** The confirm button cannot be pressed yet. */
  disabled?: boolean;
  /** Cancel cannot be pressed (while what was confirmed is being sent). */
  cancelDisabled?: boolean;
  onCancel: () => void;
  onConfirm?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFooter
      actions={
        <>
          <Button disabled={cancelDisabled} onClick={onCancel}>
            {cancelText ?? t('common.cancel')}
          </Button>
          <Button
            type={onConfirm ? 'button' : 'submit'}
            intent={intent}
            icon={icon}
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
