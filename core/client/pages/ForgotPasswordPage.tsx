import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Callout, Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../api';
import { PublicLayout } from '../layout/PublicLayout';
import { FORGOT_GUARD_MS, useClickGuard } from '../ui/useClickGuard';
import { messageList, stripWhitespace, USER_CODE_MAX } from '@core/shared/validators';

type Outcome = { kind: 'success' } | { kind: 'error'; text: string };

const CODE_ID = 'forgot-password-user-code';
const CODE_HINT_ID = `${CODE_ID}-hint`;

/**
 * /forgotPassword (spec 000 §2, §4, §8): staff and students use the central account service;
 * an industry partner gives the account ID and a new password goes to the registered email.
 * No required rule is applied: an empty code is sent and the server's answer is shown.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const { run, pending } = useClickGuard(FORGOT_GUARD_MS);
  const [userCode, setUserCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = userCode;
    void run(async () => {
      setOutcome(null);
      try {
        await api('forgotUser/forgotPassword', value, { anonymous: true, quietNetwork: true });
        setUserCode('');
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
    ['partnerLabel', 'partner'],
  ] as const;

  return (
    <PublicLayout title={t('forgotPassword.title')}>
      <p>{t('forgotPassword.intro')}</p>
      <ul>
        {roles.map(([label, text]) => (
          <li key={text}>
            <strong>{t(`forgotPassword.${label}`)}</strong>
            {t('common.labelSeparator')}
            {t(`forgotPassword.${text}`)}
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={submit}>
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
            onChange={(e) => setUserCode(stripWhitespace(e.currentTarget.value).slice(0, USER_CODE_MAX))}
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
