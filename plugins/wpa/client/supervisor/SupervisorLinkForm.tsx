import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Button, Callout, Card } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { FloppyDiskIcon, TickIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
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
import { supervisorMachine, type Notice } from '../flows/supervisorMachine';
import { endedBy, saveLinkDraft, submitLinkForm, uploadLinkSignature, type LinkPhase } from './linkCalls';
import { dataUrlBlob, startValues, supervisorPayload, type SupervisorForm } from './supervisorValues';
import type { TFunction } from 'i18next';

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

/** The link's calls for the flow: a new signature image goes first, then the values. */
function linkCalls(token: string) {
  // The machine hands back the image the field gave it.
  const sendSignature = async (s: unknown) => {
    if (s) await uploadLinkSignature(token, (s as SignatureImage).blob);
  };
  return {
    saveDraft: async (values: WpaFormValues, s: unknown) => {
      await sendSignature(s);
      return saveLinkDraft(supervisorPayload(token, values));
    },
    submit: async (values: WpaFormValues, s: unknown) => {
      await sendSignature(s);
      return submitLinkForm(supervisorPayload(token, values));
    },
    endOf: endedBy,
  };
}

/** A notice's words: the save's message, the fix request, or why a call failed. */
function noticeText(n: Notice, t: TFunction, message: (m: string) => string) {
  if (n.kind === 'saved') return message(n.message);
  if (n.kind === 'fix') return t('form.fix');
  const code = n.error instanceof ApiError ? n.error.errorCode : null;
  if (code === 'NETWORK') return t('link.network');
  if (code === 'RATE_LIMITED') return t('link.tooMany');
  return message(n.error instanceof Error ? n.error.message : String(n.error));
}

/** Who the form is about: the student, programme and module, and how long the link works. */
function LinkAbout({ form }: { form: SupervisorForm }) {
  const { t } = useTranslation('wpa');
  const rows: [string, string | null][] = [
    [t('review.studentName'), form.studentName],
    [t('review.studentId'), form.studentAcctId],
    [t('review.programme'), form.progTitle],
    [t('review.module'), [form.moduleCode, form.moduleName].filter(Boolean).join(' ')],
  ];
  return (
    <Card className="wpa-card" aria-labelledby="wpa-link-about">
      <h2 id="wpa-link-about">{t('link.about')}</h2>
      <dl className="wpa-fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className="wpa-muted wpa-link-intro">
        {t('link.intro', { email: form.email, date: dayText(form.expiresDate) })}
      </p>
      <p className="wpa-muted">{t('link.partOneNote')}</p>
    </Card>
  );
}

/** Save Draft and Submit, when the draft was saved, and the notice. */
function LinkActions({
  saving,
  busy,
  savedAt,
  notice,
  onSave,
  onSubmit,
}: {
  saving: boolean;
  busy: boolean;
  savedAt: string | null;
  notice: { danger: boolean; text: string } | null;
  onSave: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('wpa');
  return (
    <div className="wpa-link-actions" role="group" aria-label={t('link.actions')}>
      <div className="wpa-link-buttons">
        <Button icon={<FloppyDiskIcon />} loading={saving} disabled={busy && !saving} onClick={onSave}>
          {t('link.saveDraft')}
        </Button>
        <Button intent="primary" icon={<TickIcon />} disabled={busy} onClick={onSubmit}>
          {t('form.submit')}
        </Button>
        {savedAt && (
          <span className="wpa-muted wpa-link-saved">{t('link.savedAt', { when: momentText(savedAt) })}</span>
        )}
      </div>
      {notice && (
        <Callout
          intent={notice.danger ? 'danger' : 'success'}
          role={notice.danger ? 'alert' : 'status'}
          className="wpa-link-notice"
          compact
        >
          {notice.text}
        </Callout>
      )}
    </div>
  );
}

/** The supervisor's flow on the machine (flows/supervisorMachine.ts), and what follows from it on the page. */
function useLinkFlow(token: string, form: SupervisorForm, onEnded: (phase: LinkPhase) => void) {
  const questionNos = useMemo(() => form.questionList.map((q) => q.questionNo), [form.questionList]);
  // The whole form (Submit): every rule, and the signature image (002 §5).
  const submitFaults = (v: WpaFormValues, s: SignatureImage | null): WpaFormErrors => ({
    ...supervisorFormErrors(v, questionNos),
    ...(s ? {} : { signatureImg: WPA_MSG.signatureImage }),
  });
  const [state, send] = useMachine(supervisorMachine, {
    input: {
      values: startValues(form, today()),
      signature: savedSignature(form.signatureImg),
      savedAt: form.draftSavedDate,
      calls: linkCalls(token),
      rules: {
        draftFaults: (v) => Object.keys(supervisorDraftErrors(v)).length,
        submitFaults: (v, s) => Object.keys(submitFaults(v, s as SignatureImage | null)).length,
      },
    },
  });
  const { dirty, refusals, end } = state.context;
  const submitted = state.matches('submitted');
  useEffect(() => {
    if (submitted) onEnded({ kind: 'thanks' });
    else if (end) onEnded(end as LinkPhase);
  }, [submitted, end, onEnded]);
  // Leaving with unsaved changes asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  // A press refused for faults: the first field with a message takes the focus (the message is under it).
  useEffect(() => {
    if (!refusals) return;
    requestAnimationFrame(() =>
      (document.querySelector('.wpa-link-form [aria-invalid="true"]') as HTMLElement | null)?.focus(),
    );
  }, [refusals]);
  const { shown, values } = state.context;
  const signature = state.context.signature as SignatureImage | null;
  const faults: WpaFormErrors =
    shown === 'submit' ? submitFaults(values, signature) : shown === 'draft' ? supervisorDraftErrors(values) : {};
  return { state, send, faults };
}

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
  const { state, send, faults } = useLinkFlow(token, form, onEnded);
  const { values, notice, savedAt } = state.context;
  const signature = state.context.signature as SignatureImage | null;
  const errors: WpaFormErrors = Object.fromEntries(Object.entries(faults).map(([k, m]) => [k, m ? message(m) : m]));
  const partOne = form.partOne as Record<string, unknown>;
  const studentValue = (name: string) => {
    const v = partOne[name];
    if (v === null || v === undefined || v === '') return '—';
    return DATE_FIELDS.has(name) ? dayText(String(v)) : String(v);
  };
  const asking = state.matches('confirming') || state.matches('submitting');

  return (
    <div className="wpa-page wpa-link-form" onPointerDownCapture={loadOverlayStyles} onFocusCapture={loadOverlayStyles}>
      <LinkAbout form={form} />
      {/* The date fields become Blueprint's when first used: the page's first load stays small. */}
      <DateFieldsOnDemand prepare={loadOverlayStyles}>
        <WpaFormFields
          values={values}
          errors={errors}
          onChange={(name, value) => send({ type: 'change', name, value })}
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
              onChange={(s) => send({ type: 'sign', signature: s })}
            />
          }
        />
      </DateFieldsOnDemand>
      <LinkActions
        saving={state.matches('saving')}
        busy={!state.matches('editing')}
        savedAt={savedAt}
        notice={notice && { danger: notice.kind !== 'saved', text: noticeText(notice, t, message) }}
        onSave={() => send({ type: 'save' })}
        onSubmit={() => send({ type: 'submit' })}
      />
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            message={t('link.confirmSubmit')}
            pending={state.matches('submitting')}
            onYes={() => send({ type: 'yes' })}
            onNo={() => send({ type: 'no' })}
          />
        </Suspense>
      )}
    </div>
  );
}
