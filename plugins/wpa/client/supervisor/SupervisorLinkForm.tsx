import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Callout, Card, type Intent } from '@blueprintjs/core';
import { FloppyDiskIcon, TickIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { DateFieldsOnDemand } from '@core/client/ui/dates/DateField';
import { WPA_MSG } from '@schemas/wpa/limits';
import { supervisorDraftErrors, supervisorFormErrors } from '../../shared/supervisorRules';
import { RatingLegend } from '../components/RatingLegend';
import type { SignatureImage } from '../form/SignatureDialog';
import { SignatureField } from '../form/SignatureField';
import { WpaFormFields, type WpaFormErrors, type WpaFormValues } from '../form/WpaFormFields';
import { isField, PLACEMENT_FIELDS } from '../form/wpaFields';
import { useRuleMessage } from '../rules';
import { dayText, momentText, today } from './dates';
import { endedBy, saveLinkDraft, submitLinkForm, uploadLinkSignature, type LinkPhase } from './linkCalls';
import { dataUrlBlob, startValues, supervisorPayload, type SupervisorForm } from './supervisorValues';

let overlayStyles: Promise<unknown> | null = null;
/**
 * The Blueprint rules of the dialogs and the calendar (overlays.css), fetched once the form is
 * first touched: well before a dialog or a calendar opens, and not with the page's first load.
 */
function loadOverlayStyles() {
  overlayStyles ??= import('./overlays.css').catch(() => {
    overlayStyles = null;
  });
  return overlayStyles;
}

// The Yes/No question loads when Submit first asks it (the page's first load stays small).
const ConfirmDialog = lazy(async () => {
  const [m] = await Promise.all([import('../components/ConfirmDialog'), loadOverlayStyles()]);
  return { default: m.ConfirmDialog };
});

const DATE_FIELDS = new Set(['periodStartDate', 'periodEndDate']);

/** The signature kept with the draft, as the signature field shows it. */
function savedSignature(url: string | null): SignatureImage | null {
  const blob = url ? dataUrlBlob(url) : null;
  return blob && url ? { blob, fileName: 'signature', url, source: 'saved' } : null;
}

/** Which faults show: none yet, those of a draft's given values, or the whole form's (after Submit). */
type Shown = 'none' | 'draft' | 'submit';

/**
 * The supervisor's form (spec 002 §5 'review' variant on their own Part I, with the spec's
 * messages: plugins/wpa/shared/supervisorRules.ts, the rules the server applies): the WPA's Part I
 * as the student gave it beside the supervisor's own, the activities, the ratings of the questions
 * the WPA asks with the legend, work performance, comments, the signatory and the signature.
 */
export function SupervisorLinkForm({
  token,
  form,
  onEnded,
}: {
  token: string;
  form: SupervisorForm;
  onEnded: (phase: LinkPhase) => void;
}) {
  const { t } = useTranslation('wpa');
  const message = useRuleMessage();
  const { run, pending } = useClickGuard();
  const [values, setValues] = useState<WpaFormValues>(() => startValues(form, today()));
  const [signature, setSignature] = useState<SignatureImage | null>(() => savedSignature(form.signatureImg));
  // The image the server keeps is the one shown: nothing to send again.
  const [signatureSent, setSignatureSent] = useState(Boolean(form.signatureImg));
  const [shown, setShown] = useState<Shown>('none');
  const [savedAt, setSavedAt] = useState<string | null>(form.draftSavedDate);
  const [notice, setNotice] = useState<{ intent: Intent; text: string } | null>(null);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState(false);

  const questionNos = useMemo(() => form.questionList.map((q) => q.questionNo), [form.questionList]);
  const partOne = form.partOne as Record<string, unknown>;

  // The whole form (Submit): every rule, and the signature image (002 §5).
  const submitFaults = (v: WpaFormValues, s: SignatureImage | null): WpaFormErrors => ({
    ...supervisorFormErrors(v, questionNos),
    ...(s ? {} : { signatureImg: WPA_MSG.signatureImage }),
  });
  const faults: WpaFormErrors =
    shown === 'submit' ? submitFaults(values, signature) : shown === 'draft' ? supervisorDraftErrors(values) : {};
  const errors: WpaFormErrors = Object.fromEntries(Object.entries(faults).map(([k, m]) => [k, m ? message(m) : m]));

  // Leaving with unsaved changes asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setDirty(true);
    setNotice(null);
  };

  /** The first field with a message takes the focus (the message is under it). */
  const focusFirstFault = () =>
    requestAnimationFrame(() =>
      (document.querySelector('.wpa-link-form [aria-invalid="true"]') as HTMLElement | null)?.focus(),
    );

  const failed = (e: unknown) => {
    const end = endedBy(e);
    if (end) return onEnded(end);
    const code = e instanceof ApiError ? e.errorCode : null;
    const text =
      code === 'NETWORK'
        ? t('link.network')
        : code === 'RATE_LIMITED'
          ? t('link.tooMany')
          : message(e instanceof Error ? e.message : String(e));
    setNotice({ intent: 'danger', text });
  };

  /** Sends a new signature image, if there is one the server does not have yet. */
  const sendSignature = async () => {
    if (!signature || signatureSent) return;
    const r = await uploadLinkSignature(token, signature.blob);
    setSignatureSent(true);
    setSavedAt(r.draftSavedDate);
  };

  const saveDraft = () =>
    run(async () => {
      setNotice(null);
      if (Object.keys(supervisorDraftErrors(values)).length) {
        if (shown === 'none') setShown('draft');
        focusFirstFault();
        return;
      }
      try {
        await sendSignature();
        const r = await saveLinkDraft(supervisorPayload(token, values));
        setSavedAt(r.draftSavedDate);
        setDirty(false);
        setNotice({ intent: 'success', text: message(r.message) });
      } catch (e) {
        failed(e);
      }
    });

  const askSubmit = () => {
    setNotice(null);
    setShown('submit');
    if (Object.keys(submitFaults(values, signature)).length) {
      setNotice({ intent: 'danger', text: t('form.fix') });
      focusFirstFault();
      return;
    }
    setAsked(true);
    setConfirming(true);
  };

  const submit = () =>
    run(async () => {
      try {
        await sendSignature();
        await submitLinkForm(supervisorPayload(token, values));
        setDirty(false);
        onEnded({ kind: 'thanks' });
      } catch (e) {
        setConfirming(false);
        failed(e);
      }
    });

  const studentValue = (name: string) => {
    const v = partOne[name];
    if (v === null || v === undefined || v === '') return '—';
    return DATE_FIELDS.has(name) ? dayText(String(v)) : String(v);
  };

  return (
    <div className="wpa-page wpa-link-form" onPointerDownCapture={loadOverlayStyles} onFocusCapture={loadOverlayStyles}>
      <Card className="wpa-card" aria-labelledby="wpa-link-about">
        <h2 id="wpa-link-about">{t('link.about')}</h2>
        <dl className="wpa-fields">
          <div>
            <dt>{t('review.studentName')}</dt>
            <dd>{form.studentName ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('review.studentId')}</dt>
            <dd>{form.studentAcctId ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('review.programme')}</dt>
            <dd>{form.progTitle ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('review.module')}</dt>
            <dd>{[form.moduleCode, form.moduleName].filter(Boolean).join(' ') || '—'}</dd>
          </div>
        </dl>
        <p className="wpa-muted wpa-link-intro">
          {t('link.intro', { email: form.email, date: dayText(form.expiresDate) })}
        </p>
        <p className="wpa-muted">{t('link.partOneNote')}</p>
      </Card>

      {/* The date fields become Blueprint's when first used: the page's first load stays small. */}
      <DateFieldsOnDemand prepare={loadOverlayStyles}>
        <WpaFormFields
          values={values}
          errors={errors}
          onChange={change}
          questions={form.questionList}
          partOneField={isField}
          partOneNote={(name) =>
            PLACEMENT_FIELDS.some((f) => f.name === name) ? t('link.studentGave', { value: studentValue(name) }) : null
          }
          legend={<RatingLegend />}
          variant="review"
          idPrefix="wpa-link"
          signature={
            <SignatureField
              id="wpa-link-signature-img"
              label={t('field.signatureImg')}
              value={signature}
              error={errors.signatureImg}
              onChange={(s) => {
                setSignature(s);
                setSignatureSent(false);
                setDirty(true);
                setNotice(null);
              }}
            />
          }
        />
      </DateFieldsOnDemand>

      <div className="wpa-link-actions" role="group" aria-label={t('link.actions')}>
        <div className="wpa-link-buttons">
          <Button icon={<FloppyDiskIcon />} loading={pending && !confirming} onClick={() => void saveDraft()}>
            {t('link.saveDraft')}
          </Button>
          <Button intent="primary" icon={<TickIcon />} disabled={pending} onClick={askSubmit}>
            {t('form.submit')}
          </Button>
          {savedAt && (
            <span className="wpa-muted wpa-link-saved">{t('link.savedAt', { when: momentText(savedAt) })}</span>
          )}
        </div>
        {notice && (
          <Callout
            intent={notice.intent}
            role={notice.intent === 'danger' ? 'alert' : 'status'}
            className="wpa-link-notice"
            compact
          >
            {notice.text}
          </Callout>
        )}
      </div>

      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen={confirming}
            message={t('link.confirmSubmit')}
            pending={pending}
            onYes={() => void submit()}
            onNo={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
