import { useState, type FormEvent } from 'react';
import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, isEmail } from '@core/shared/validators';
import { ForgotPageFrame, useForgotSubmit } from './forgot/forgotParts';

const EMAIL_ID = 'forgot-user-id-email';
const EMAIL_HINT_ID = `${EMAIL_ID}-hint`;
const ROLES = [
  ['staffLabel', 'staff'],
  ['studentLabel', 'student'],
  ['partnerLabel', 'partner'],
] as const;

/** Only a non-empty email of the wrong shape is refused; there is no required rule (spec 000 §5). */
const badEmail = (value: string) => value !== '' && !isEmail(value);

/**
 * /forgotUserID (spec 000 §2, §4, §8): staff and students are told where their ID comes from;
 * an industry partner's ID is mailed to the email linked to the account.
 */
export default function ForgotUserIdPage() {
  const { t } = useTranslation('public');
  const { send, pending, outcome, clearOutcome } = useForgotSubmit('forgotUser/forgotUserID');
  const [email, setEmail] = useState('');
  const [formatError, setFormatError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (badEmail(value)) {
      setFormatError(true);
      clearOutcome();
      return;
    }
    void send(value, () => {
      setEmail('');
      setFormatError(false);
    });
  };

  return (
    <ForgotPageFrame page="forgotUserId" roles={ROLES} pending={pending} outcome={outcome} onSubmit={submit}>
      <FormGroup
        label={t('forgotUserId.emailLabel')}
        labelFor={EMAIL_ID}
        intent={formatError ? Intent.DANGER : Intent.NONE}
        helperText={
          formatError ? (
            <span id={EMAIL_HINT_ID} key="error" role="alert">
              {t('validation.emailFormat')}
            </span>
          ) : (
            <span id={EMAIL_HINT_ID} key="hint">
              {t('forgotUserId.emailHelp')}
            </span>
          )
        }
      >
        <InputGroup
          id={EMAIL_ID}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={email}
          intent={formatError ? Intent.DANGER : Intent.NONE}
          aria-invalid={formatError}
          aria-describedby={EMAIL_HINT_ID}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setEmail(next);
            if (formatError) setFormatError(badEmail(next.trim()));
          }}
        />
      </FormGroup>
    </ForgotPageFrame>
  );
}
