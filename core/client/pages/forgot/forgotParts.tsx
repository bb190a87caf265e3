import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Callout, Classes, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api';
import { FORGOT_GUARD_MS, useClickGuard } from '../../ui/useClickGuard';
import { messageList } from '@core/shared/validators';
import { PublicLayout } from '../../layout/PublicLayout';

type Outcome = { kind: 'success' } | { kind: 'error'; text: string };

/**
 * What both forgot pages do on Submit (spec 000 §4, §8): a 2-second guard, a loading state,
 * 'Sent successfully.' and a reset on success, the server's msg on refusal, and silence on a
 * network failure.
 */
export function useForgotSubmit(path: string) {
  const { run, pending } = useClickGuard(FORGOT_GUARD_MS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = (payload: string, onSent: () => void) =>
    run(async () => {
      setOutcome(null);
      try {
        await api(path, payload, { anonymous: true, quietNetwork: true });
        onSent();
        setOutcome({ kind: 'success' });
      } catch (e) {
        if (e instanceof ApiError && e.errorCode === 'NETWORK') return;
        setOutcome({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
      }
    });
  return { send, pending, outcome, clearOutcome: () => setOutcome(null) };
}

/** The role-specific instructions: a bold role name, then what that role does. */
export function RoleInstructions({ page, roles }: { page: string; roles: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation('public');
  return (
    <ul>
      {roles.map(([label, text]) => (
        <li key={text}>
          <strong>{t(`${page}.${label}`)}</strong>
          {t('common.labelSeparator')}
          {t(`${page}.${text}`)}
        </li>
      ))}
    </ul>
  );
}

export function FormButtons({ pending }: { pending: boolean }) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  return (
    <div className="wil-form-buttons">
      {/* Blueprint hides the text while loading: the label keeps the button named. */}
      <Button type="submit" intent={Intent.PRIMARY} loading={pending} aria-label={t('common.submit')}>
        {t('common.submit')}
      </Button>
      <Button type="button" disabled={pending} onClick={() => navigate('/login')}>
        {t('common.back')}
      </Button>
    </div>
  );
}

export function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation('public');
  if (!outcome) return null;
  return (
    <div className="wil-form-outcome">
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

/**
 * A forgot page's frame (spec 000 §2, §4, §8): its title and introduction, what each role does,
 * the form with the given field and the page's buttons, then the server's answer.
 */
export function ForgotPageFrame({
  page,
  roles,
  pending,
  outcome,
  onSubmit,
  children,
}: {
  page: 'forgotPassword' | 'forgotUserId';
  roles: readonly (readonly [string, string])[];
  pending: boolean;
  outcome: Outcome | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('public');
  return (
    <PublicLayout title={t(`${page}.title`)}>
      <p>{t(`${page}.intro`)}</p>
      <RoleInstructions page={page} roles={roles} />
      <form noValidate onSubmit={onSubmit}>
        {children}
        <FormButtons pending={pending} />
      </form>
      <OutcomeMessage outcome={outcome} />
    </PublicLayout>
  );
}
