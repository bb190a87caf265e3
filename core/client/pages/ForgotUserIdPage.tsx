import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Callout, Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../api';
import { PublicLayout } from '../layout/PublicLayout';
import { FORGOT_GUARD_MS, useClickGuard } from '../ui/useClickGuard';
import { EMAIL_MAX, isEmail, messageList } from '@core/shared/validators';

type Outcome = { kind: 'success' } | { kind: 'error'; text: string };

const EMAIL_ID = 'forgot-user-id-email';
const EMAIL_HINT_ID = `${EMAIL_ID}-hint`;

/** Only a non-empty email of the wrong shape is refused; there is no required rule (spec 000 §5). */
const badEmail = (value: string) => value !== '' && !isEmail(value);

/**
 * /forgotUserID (spec 000 §2, §4, §8): staff and students are told where their ID comes from;
 * an industry partner's ID is mailed to the email linked to the account.
 */
export default function ForgotUserIdPage() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const { run, pending } = useClickGuard(FORGOT_GUARD_MS);
  const [email, setEmail] = useState('');
  const [formatError, setFormatError] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (badEmail(value)) {
      setFormatError(true);
      setOutcome(null);
      return;
    }
    void run(async () => {
      setOutcome(null);
      try {
        await api('forgotUser/forgotUserID', value, { anonymous: true, quietNetwork: true });
        setEmail('');
        setFormatError(false);
        setOutcome({ kind: 'success' });
      } catch (e) {
        // Network failures are silently ignored on the forgot pages (spec 000 §8).
        if (e instanceof ApiError && e.errorCode === 'NETWORK') return;
        setOutcome({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
      }
    });
  };

  const roles = [
    ['staffLabel', 'staff'],
    ['studentLabel', 'student'],
    ['partnerLabel', 'partner'],
  ] as const;

  return (
    <PublicLayout title={t('forgotUserId.title')}>
      <p>{t('forgotUserId.intro')}</p>
      <ul>
        {roles.map(([label, text]) => (
          <li key={text}>
            <strong>{t(`forgotUserId.${label}`)}</strong>
            {t('common.labelSeparator')}
            {t(`forgotUserId.${text}`)}
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={submit}>
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
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" intent={Intent.PRIMARY} loading={pending} aria-label={t('common.submit')}>
            {t('common.submit')}
          </Button>
          <Button type="button" disabled={pending} onClick={() => navigate('/login')}>
            {t('common.back')}
          </Button>
        </div>
      </form>
      {outcome && (
        <div style={{ marginTop: 16 }}>
          {outcome.kind === 'success' ? (
            <Callout intent={Intent.SUCCESS} icon="tick-circle" role="status">
              {t('common.sentSuccessfully')}
            </Callout>
          ) : (
            <Callout intent={Intent.DANGER} icon="error" role="alert">
              <ErrorText text={outcome.text} />
            </Callout>
          )}
        </div>
      )}
    </PublicLayout>
  );
}

/** A server msg with several ';'-separated parts is shown as a numbered list (spec 000 §5). */
function ErrorText({ text }: { text: string }) {
  const parts = messageList(text);
  if (parts.length < 2) return <>{text}</>;
  return (
    <ul className={Classes.LIST_UNSTYLED}>
      {parts.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
