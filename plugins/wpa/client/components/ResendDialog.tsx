import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { WPA_MAX } from '@schemas/wpa/limits';
import { resendErrors } from '../../shared/formRules';
import { useRuleMessage } from '../rules';

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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (isOpen) {
      setName(initialName);
      setEmail(initialEmail);
      setTouched(false);
    }
  }, [isOpen, initialName, initialEmail]);
  const message = useRuleMessage();
  const faults = resendErrors({ industrySupervisorName: name, industrySupervisorEmail: email });
  const nameError = touched && faults.industrySupervisorName ? message(faults.industrySupervisorName) : null;
  const emailError = touched && faults.industrySupervisorEmail ? message(faults.industrySupervisorEmail) : null;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('dialog.resendTitle')}>
      <DialogBody>
        <FormGroup
          label={t('dialog.name')}
          labelFor="wpa-resend-name"
          labelInfo="*"
          intent={nameError ? 'danger' : 'none'}
          helperText={nameError ?? undefined}
        >
          <InputGroup
            id="wpa-resend-name"
            value={name}
            maxLength={WPA_MAX.resendName}
            intent={nameError ? 'danger' : 'none'}
            aria-invalid={Boolean(nameError)}
            onValueChange={setName}
          />
        </FormGroup>
        <FormGroup
          label={t('dialog.email')}
          labelFor="wpa-resend-email"
          labelInfo="*"
          intent={emailError ? 'danger' : 'none'}
          helperText={emailError ?? undefined}
        >
          <InputGroup
            id="wpa-resend-email"
            type="email"
            value={email}
            maxLength={WPA_MAX.resendEmail}
            intent={emailError ? 'danger' : 'none'}
            aria-invalid={Boolean(emailError)}
            onValueChange={setEmail}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              intent="primary"
              loading={pending}
              onClick={() => {
                setTouched(true);
                if (!faults.industrySupervisorName && !faults.industrySupervisorEmail)
                  onConfirm({ name: name.trim(), email: email.trim() });
              }}
            >
              {t('action.resend')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
