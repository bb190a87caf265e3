import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateFieldsOnDemand } from '@core/client/ui/dates/DateField';
import { WPA_MSG } from '@schemas/wpa/limits';
import { supervisorDraftErrors, supervisorFormErrors } from '../../shared/supervisorRules';
import { RatingLegend } from '../components/RatingLegend';
import type { SignatureImage } from '../form/SignatureDialog';
import { WpaFormFields, type WpaFormErrors, type WpaFormValues } from '../form/WpaFormFields';
import { isField, PLACEMENT_FIELDS } from '../form/wpaFields';
import { useRuleMessage } from '../rules';
import { dayText, today } from './dates';
import type { Shown } from '../flows/supervisorMachine';
import { LinkButtons } from './LinkButtons';
import type { LinkPhase } from './linkCalls';
import { dataUrlBlob, startValues, type SupervisorForm } from './supervisorValues';

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

const DATE_FIELDS = new Set(['periodStartDate', 'periodEndDate']);

/** The signature kept with the draft, as the signature field shows it. */
function savedSignature(url: string | null): SignatureImage | null {
  const blob = url ? dataUrlBlob(url) : null;
  return blob && url ? { blob, fileName: 'signature', url, source: 'saved' } : null;
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

const LinkFlow = lazy(() => import('./LinkFlow'));

/** Part I as the student gave it, beside the supervisor's own field. */
function studentValue(form: SupervisorForm, name: string) {
  const v = (form.partOne as Record<string, unknown>)[name];
  if (v === null || v === undefined || v === '') return '—';
  return DATE_FIELDS.has(name) ? dayText(String(v)) : String(v);
}

/** The flow loads when the form is first touched (with the overlay styles); a press before that is kept for it. */
function useFlowOnDemand() {
  const [touched, setTouched] = useState(false);
  const [intent, setIntent] = useState<'save' | 'submit' | null>(null);
  const touch = (e?: { target: EventTarget }) => {
    // Not on the waiting buttons themselves: swapping them under the pointer would lose the click.
    if (e && (e.target as Element).closest?.('.wpa-link-actions')) return;
    void loadOverlayStyles();
    setTouched(true);
  };
  const early = (what: 'save' | 'submit') => {
    setIntent(what);
    touch();
  };
  return { touched, intent, touch, early };
}

/** The form's own state: its values and signature as typed, unsaved changes, which faults show. */
function useLinkForm(form: SupervisorForm) {
  const [values, setValues] = useState<WpaFormValues>(() => startValues(form, today()));
  const [saved] = useState(() => savedSignature(form.signatureImg));
  const [signature, setSignature] = useState<SignatureImage | null>(saved);
  const [shown, setShown] = useState<Shown>('none');
  const [dirty, setDirty] = useState(false);
  const questionNos = useMemo(() => form.questionList.map((q) => q.questionNo), [form.questionList]);
  // The whole form (Submit): every rule, and the signature image (002 §5).
  const submitFaults = useCallback(
    (v: WpaFormValues, s: SignatureImage | null): WpaFormErrors => ({
      ...supervisorFormErrors(v, questionNos),
      ...(s ? {} : { signatureImg: WPA_MSG.signatureImage }),
    }),
    [questionNos],
  );
  const rules = useMemo(
    () => ({
      draftFaults: (v: WpaFormValues) => Object.keys(supervisorDraftErrors(v)).length,
      submitFaults: (v: WpaFormValues, s: SignatureImage | null) => Object.keys(submitFaults(v, s)).length,
    }),
    [submitFaults],
  );
  // Leaving with unsaved changes asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const faults: WpaFormErrors =
    shown === 'submit' ? submitFaults(values, signature) : shown === 'draft' ? supervisorDraftErrors(values) : {};
  const change = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setDirty(true);
  };
  const sign = (s: SignatureImage | null) => {
    setSignature(s);
    setDirty(true);
  };
  const onSaved = useCallback(() => setDirty(false), []);
  // A press refused for faults: once they show, the first field with a message takes the focus.
  const [refusals, setRefusals] = useState(0);
  const onRefused = useCallback(() => setRefusals((n) => n + 1), []);
  useEffect(() => {
    if (!refusals) return;
    requestAnimationFrame(() =>
      (document.querySelector('.wpa-link-form [aria-invalid="true"]') as HTMLElement | null)?.focus(),
    );
  }, [refusals]);
  return { values, signature, saved, faults, rules, change, sign, setShown, onSaved, onRefused };
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
  const f = useLinkForm(form);
  const { touched, intent, touch, early } = useFlowOnDemand();
  const errors: WpaFormErrors = Object.fromEntries(Object.entries(f.faults).map(([k, m]) => [k, m ? message(m) : m]));
  // Until the flow is in: the same buttons; a press is kept for it.
  const waiting = (
    <LinkButtons
      busy={intent !== null}
      savedAt={form.draftSavedDate}
      onSave={() => early('save')}
      onSubmit={() => early('submit')}
    />
  );

  return (
    <div className="wpa-page wpa-link-form" onPointerDownCapture={touch} onFocusCapture={touch}>
      <LinkAbout form={form} />
      {/* The date fields become Blueprint's when first used: the page's first load stays small. */}
      <DateFieldsOnDemand prepare={loadOverlayStyles}>
        <WpaFormFields
          values={f.values}
          errors={errors}
          onChange={f.change}
          questions={form.questionList}
          partOneField={isField}
          partOneNote={(name) =>
            PLACEMENT_FIELDS.some((f) => f.name === name)
              ? t('link.studentGave', { value: studentValue(form, name) })
              : null
          }
          legend={<RatingLegend />}
          variant="review"
          idPrefix="wpa-link"
          signature={{ value: f.signature, onChange: f.sign }}
        />
      </DateFieldsOnDemand>
      {touched ? (
        <Suspense fallback={waiting}>
          <LinkFlow
            token={token}
            values={f.values}
            signature={f.signature}
            savedSignature={f.saved}
            savedAt={form.draftSavedDate}
            intent={intent}
            rules={f.rules}
            onShown={f.setShown}
            onSaved={f.onSaved}
            onRefused={f.onRefused}
            onEnded={onEnded}
          />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
