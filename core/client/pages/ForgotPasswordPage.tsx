import { useState, type FormEvent } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { stripWhitespace, USER_CODE_MAX } from '@core/shared/validators';
import { ForgotPageFrame, useForgotSubmit } from './forgot/forgotParts';

const CODE_ID = 'forgot-password-user-code';
const CODE_HINT_ID = `${CODE_ID}-hint`;
const ROLES = [
  ['staffLabel', 'staff'],
  ['partnerLabel', 'partner'],
] as const;

/**
 * /forgotPassword (spec 000 §2, §4, §8): staff and students use the central account service;
 * an industry partner gives the account ID and a new password goes to the registered email.
 * No required rule is applied: an empty code is sent and the server's answer is shown.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('public');
  const { send, pending, outcome } = useForgotSubmit('forgotUser/forgotPassword');
  const [userCode, setUserCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(userCode, () => setUserCode(''));
  };

  return (
    <ForgotPageFrame page="forgotPassword" roles={ROLES} pending={pending} outcome={outcome} onSubmit={submit}>
      <FormGroup
        label={t('forgotPassword.userCodeLabel')}
        labelFor={CODE_ID}
        helperText={<span id={CODE_HINT_ID}>{t('forgotPassword.userCodeHelp')}</span>}
      >
        <InputGroup
          id={CODE_ID}
          name="userCode"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USER_CODE_MAX}
          value={userCode}
          aria-describedby={CODE_HINT_ID}
          // All whitespace is removed as typed (spec 000 §5).
          onChange={(e) => setUserCode(stripWhitespace(e.currentTarget.value).slice(0, USER_CODE_MAX))}
        />
      </FormGroup>
    </ForgotPageFrame>
  );
}
