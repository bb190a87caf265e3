import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { WPA_MAX } from '@schemas/wpa/limits';
import type { WpaFormVariant } from '../../shared/formRules';
import { ActivityFields } from './ActivityFields';
import { RatingQuestion } from './RatingQuestion';
import type { SignatureImage } from './SignatureDialog';
import { SignatureField } from './SignatureField';
import { WpaFieldInput } from './WpaFieldInput';
import { COMMENT_FIELDS, PLACEMENT_FIELDS, SIGNATURE_FIELDS, questionResult, type WpaFieldDef } from './wpaFields';

/** A form's values as typed (strings; the call turns them into the model's types). */
export type WpaFormValues = Record<string, string>;
/** A message per field name ('' or absent when the field is fine). */
export type WpaFormErrors = Record<string, string | undefined>;

interface Props {
  values: WpaFormValues;
  errors: WpaFormErrors;
  onChange: (name: string, value: string) => void;
  /** The questions asked (only the non-empty ones: spec 001 §3), in order, with their help text if any. */
  questions: readonly { questionNo: number; question: string; helpText?: string | null }[];
  /** Part I's field names: the offline form enters the student's, the supervisor's page (issue 31) the `Is` ones. */
  partOneField?: (name: string) => string;
  /** A note under a Part I field while it has no fault (the supervisor's page: what the student gave), by the student's field name. */
  partOneNote?: (name: string) => ReactNode;
  /** Shown at the top of Part II-A: the rating scale (spec 001 §9). */
  legend?: ReactNode;
  /**
   * The form's variant of spec 002 §5 (plugins/wpa/shared): 'review' (the supervisor's own page:
   * activities required, phone at most 12) or 'offline' (activities optional, phone at most 50).
   */
  variant: WpaFormVariant;
  /** The signature image below Part II-C's fields; its fault is `errors.signatureImg`. */
  signature: { value: SignatureImage | null; onChange: (v: SignatureImage | null) => void };
  idPrefix?: string;
}

/**
 * A WPA form to fill in (spec 002 §5, 'WPA form (review and offline)'), from the one set of field
 * definitions (wpaFields.ts): Part I, the activities, Part II-A's ratings of the asked questions
 * with the legend, II-B, II-C and the signature. The rules and messages come from the caller.
 */
export function WpaFormFields({
  values,
  errors,
  onChange,
  questions,
  partOneField = (n) => n,
  partOneNote,
  legend,
  variant,
  signature,
  idPrefix = 'wpa-f',
}: Props) {
  const { t } = useTranslation('wpa');
  const id = (name: string) => `${idPrefix}-${name}`;
  const maxLength = (def: WpaFieldDef) =>
    def.kind === 'phone' ? (variant === 'review' ? WPA_MAX.phoneReview : WPA_MAX.phoneOffline) : def.maxLength;

  const input = (def: WpaFieldDef, required = true, partOne = false) => {
    const name = partOne ? partOneField(def.name) : def.name;
    return (
      <WpaFieldInput
        key={def.name}
        {...{ def, name, required, onChange }}
        id={id(name)}
        value={values[name] ?? ''}
        error={errors[name]}
        note={partOne ? partOneNote?.(def.name) : undefined}
        maxLength={maxLength(def)}
      />
    );
  };
  const rating = (name: string, legend: ReactNode) => (
    <RatingQuestion
      key={name}
      {...{ name, legend, onChange }}
      id={id(name)}
      value={values[name]}
      error={errors[name]}
    />
  );

  return (
    <>
      <FormPart id={`${idPrefix}-part-one`} title={t('review.partOne')}>
        <div className="wpa-form-grid">{PLACEMENT_FIELDS.map((f) => input(f, true, true))}</div>
        <h3>{t('review.activities')}</h3>
        <ActivityFields {...{ values, errors, onChange, id }} required={variant === 'review'} />
      </FormPart>
      <FormPart id={`${idPrefix}-part-two-a`} title={t('review.partTwoA')}>
        <p className="wpa-muted">{t('form.questionHint')}</p>
        {legend}
        {questions.map((q) =>
          rating(
            questionResult(q.questionNo),
            <>
              <strong>{q.questionNo}.</strong> {q.question}
              {q.helpText && <span className="wpa-question-help">{q.helpText}</span>}
            </>,
          ),
        )}
      </FormPart>
      <FormPart id={`${idPrefix}-part-two-b`} title={t('review.partTwoB')}>
        {rating('workPerformance', t('field.workPerformance'))}
      </FormPart>
      <FormPart id={`${idPrefix}-part-two-c`} title={t('review.partTwoC')}>
        <div className="wpa-form-grid">
          {COMMENT_FIELDS.map((f) => input(f, false))}
          {SIGNATURE_FIELDS.map((f) => input(f))}
        </div>
        <SignatureField
          id={id('signature-img')}
          label={t('field.signatureImg')}
          value={signature.value}
          error={errors.signatureImg}
          onChange={signature.onChange}
        />
      </FormPart>
    </>
  );
}

/** One part of the form: a card headed by its title. */
function FormPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="wpa-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}
