import type { ReactNode } from 'react';
import { Card, FormGroup, InputGroup, Radio, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@core/client/ui/dates/DateField';
import { WPA_MAX } from '@schemas/wpa/limits';
import type { WpaFormVariant } from '../../shared/formRules';
import {
  ACTIVITIES,
  ACTIVITY_MAX,
  COMMENT_FIELDS,
  PLACEMENT_FIELDS,
  SIGNATURE_FIELDS,
  questionResult,
  type WpaFieldDef,
} from './wpaFields';

/** A form's values as typed (strings; the call turns them into the model's types). */
export type WpaFormValues = Record<string, string>;
/** A message per field name ('' or absent when the field is fine). */
export type WpaFormErrors = Record<string, string | undefined>;

const RATING_VALUES = [5, 4, 3, 2, 1, 0] as const;

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
  /** Shown below Part II-C's fields: the signature image (and the offline form's paper form). */
  signature: ReactNode;
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
  const activitiesRequired = variant === 'review';
  const maxLength = (def: WpaFieldDef) =>
    def.kind === 'phone' ? (variant === 'review' ? WPA_MAX.phoneReview : WPA_MAX.phoneOffline) : def.maxLength;

  const input = (def: WpaFieldDef, required = true, partOne = false) => {
    const name = partOne ? partOneField(def.name) : def.name;
    const error = errors[name];
    const common = {
      id: id(name),
      value: values[name] ?? '',
      intent: error ? ('danger' as const) : ('none' as const),
      'aria-invalid': Boolean(error),
      'aria-required': required,
    };
    return (
      <FormGroup
        key={def.name}
        className={def.kind === 'textarea' ? 'wpa-wide' : undefined}
        label={t(def.labelKey)}
        labelFor={id(name)}
        labelInfo={required ? '*' : undefined}
        intent={error ? 'danger' : 'none'}
        helperText={error || (partOne ? partOneNote?.(def.name) : undefined)}
      >
        {def.kind === 'date' ? (
          <DateField
            id={common.id}
            value={common.value}
            intent={common.intent}
            invalid={Boolean(error)}
            required={required}
            onChange={(v) => onChange(name, v)}
          />
        ) : def.kind === 'textarea' ? (
          <TextArea
            {...common}
            fill
            rows={3}
            maxLength={maxLength(def)}
            onChange={(e) => onChange(name, e.currentTarget.value)}
          />
        ) : (
          <InputGroup
            {...common}
            type={def.kind === 'email' ? 'email' : def.kind === 'phone' ? 'tel' : 'text'}
            inputMode={def.kind === 'hours' ? 'decimal' : undefined}
            maxLength={maxLength(def)}
            onValueChange={(v) => onChange(name, v)}
          />
        )}
      </FormGroup>
    );
  };

  const rating = (name: string, legend: ReactNode) => {
    const error = errors[name];
    return (
      <fieldset
        key={name}
        className="wpa-question"
        aria-describedby={error ? `${id(name)}-error` : undefined}
        data-testid={`rating-${name}`}
      >
        <legend className="wpa-question-text">{legend}</legend>
        <div className="wpa-rating-group">
          {RATING_VALUES.map((v) => (
            <Radio
              key={v}
              inline
              name={id(name)}
              value={String(v)}
              checked={values[name] === String(v)}
              label={`${v} ${t(`rating.${v}`)}`}
              onChange={() => onChange(name, String(v))}
            />
          ))}
        </div>
        {error && (
          <p className="wpa-error" id={`${id(name)}-error`} role="alert">
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  return (
    <>
      <Card className="wpa-card" aria-labelledby={`${idPrefix}-part-one`}>
        <h2 id={`${idPrefix}-part-one`}>{t('review.partOne')}</h2>
        <div className="wpa-form-grid">{PLACEMENT_FIELDS.map((f) => input(f, true, true))}</div>
        <h3>{t('review.activities')}</h3>
        {ACTIVITIES.map((a) => {
          const activity = a.activity;
          const proportion = a.proportion;
          return (
            <div key={a.n} className="wpa-activity">
              <FormGroup
                label={t('review.activity', { n: a.n })}
                labelFor={id(activity)}
                labelInfo={activitiesRequired ? '*' : undefined}
                intent={errors[activity] ? 'danger' : 'none'}
                helperText={errors[activity]}
              >
                <TextArea
                  id={id(activity)}
                  fill
                  rows={2}
                  maxLength={ACTIVITY_MAX}
                  value={values[activity] ?? ''}
                  intent={errors[activity] ? 'danger' : 'none'}
                  aria-invalid={Boolean(errors[activity])}
                  onChange={(e) => onChange(activity, e.currentTarget.value)}
                />
              </FormGroup>
              <FormGroup
                label={t('form.proportion')}
                labelFor={id(proportion)}
                intent={errors[proportion] ? 'danger' : 'none'}
                helperText={errors[proportion]}
              >
                <InputGroup
                  id={id(proportion)}
                  inputMode="decimal"
                  maxLength={6}
                  rightElement={<span className="wpa-unit">%</span>}
                  value={values[proportion] ?? ''}
                  intent={errors[proportion] ? 'danger' : 'none'}
                  aria-invalid={Boolean(errors[proportion])}
                  onValueChange={(v) => onChange(proportion, v)}
                />
              </FormGroup>
            </div>
          );
        })}
        {errors._timeSpent && (
          <p className="wpa-error" role="alert" data-testid="time-spent-error">
            {errors._timeSpent}
          </p>
        )}
      </Card>

      <Card className="wpa-card" aria-labelledby={`${idPrefix}-part-two-a`}>
        <h2 id={`${idPrefix}-part-two-a`}>{t('review.partTwoA')}</h2>
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
      </Card>

      <Card className="wpa-card" aria-labelledby={`${idPrefix}-part-two-b`}>
        <h2 id={`${idPrefix}-part-two-b`}>{t('review.partTwoB')}</h2>
        {rating('workPerformance', t('field.workPerformance'))}
      </Card>

      <Card className="wpa-card" aria-labelledby={`${idPrefix}-part-two-c`}>
        <h2 id={`${idPrefix}-part-two-c`}>{t('review.partTwoC')}</h2>
        <div className="wpa-form-grid">
          {COMMENT_FIELDS.map((f) => input(f, false))}
          {SIGNATURE_FIELDS.map((f) => input(f))}
        </div>
        {signature}
      </Card>
    </>
  );
}
