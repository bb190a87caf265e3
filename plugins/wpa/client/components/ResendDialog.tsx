import { Dialog, DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { WPA_MAX } from '@schemas/wpa/limits';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import { useDialogDraft } from '@core/client/ui/dialog/useDialogDraft';
import { resendErrors } from '../../shared/formRules';
import { useRuleMessage } from '../rules';

/** One required field of the dialog, its fault shown once Resend was pressed. */
function ResendField({
  id,
  label,
  type,
  value,
  maxLength,
  error,
  onValueChange,
}: {
  id: string;
  label: string;
  type?: string;
  value: string;
  maxLength: number;
  error: string | null;
  onValueChange: (v: string) => void;
}) {
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo="*"
      intent={error ? 'danger' : 'none'}
      helperText={error ?? undefined}
    >
      <InputGroup
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        onValueChange={onValueChange}
      />
    </FormGroup>
  );
}

/** Resend to Industry Supervisor: name and email, prefilled with the WPA's supervisor. */
export function ResendDialog({
  isOpen,
  initialName,
  initialEmail,
  pending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  initialName: string;
  initialEmail: string;
  pending?: boolean;
  onConfirm: (v: { name: string; email: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('wpa');
  const { draft, setDraft, touched, setTouched } = useDialogDraft(isOpen, { name: initialName, email: initialEmail });
  const { name, email } = draft;
  const message = useRuleMessage();
  const faults = resendErrors({ industrySupervisorName: name, industrySupervisorEmail: email });
  const nameError = touched && faults.industrySupervisorName ? message(faults.industrySupervisorName) : null;
  const emailError = touched && faults.industrySupervisorEmail ? message(faults.industrySupervisorEmail) : null;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('dialog.resendTitle')}>
      <DialogBody>
        <ResendField
          id="wpa-resend-name"
          label={t('dialog.name')}
          value={name}
          maxLength={WPA_MAX.resendName}
          error={nameError}
          onValueChange={(v) => setDraft({ ...draft, name: v })}
        />
        <ResendField
          id="wpa-resend-email"
          label={t('dialog.email')}
          type="email"
          value={email}
          maxLength={WPA_MAX.resendEmail}
          error={emailError}
          onValueChange={(v) => setDraft({ ...draft, email: v })}
        />
      </DialogBody>
      <ConfirmFooter
        confirmText={t('action.resend')}
        pending={pending}
        onCancel={onClose}
        onConfirm={() => {
          setTouched(true);
          if (!faults.industrySupervisorName && !faults.industrySupervisorEmail)
            onConfirm({ name: name.trim(), email: email.trim() });
        }}
      />
    </Dialog>
  );
}
