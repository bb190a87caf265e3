import type { ReactNode } from 'react';
import { Card, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import {
  ACTIVITIES,
  COMMENT_FIELDS,
  PLACEMENT_FIELDS,
  SIGNATURE_FIELDS,
  isField,
  questionResult,
  type WpaFieldDef,
} from '../form/wpaFields';
import { formatHours, formatMark } from '../numbers';
import type { WpaQuestions } from '../types';
import { Fields } from './Fields';
import { RatingLegend, RatingValue } from './RatingLegend';

type Values = Record<string, unknown>;

/** A field's value as the review shows it. */
export function shown(def: WpaFieldDef, v: unknown): ReactNode {
  if (v === null || v === undefined || v === '') return '';
  if (def.kind === 'date') return formatDate(String(v));
  if (def.kind === 'hours') return formatHours(Number(v));
  return String(v);
}

/**
 * Part I of the review (spec 001 §2): the placement as the student and the industry supervisor
 * each gave it, side by side, with the source the reviewer took marked; the three activities.
 */
export function PartOne({ wpa, chosen }: { wpa: Values; chosen?: 'STUDENT' | 'IS' | null }) {
  const { t } = useTranslation('wpa');
  const hasIs = PLACEMENT_FIELDS.some((f) => wpa[isField(f.name)] !== null && wpa[isField(f.name)] !== undefined);
  return (
    <Card className="wpa-card" aria-labelledby="wpa-part-one">
      <h2 id="wpa-part-one">{t('review.partOne')}</h2>
      <div className="wpa-table-scroll">
        <table className="wpa-table" data-testid="part-one">
          <thead>
            <tr>
              <th scope="col">{t('review.field')}</th>
              <th scope="col" className={chosen === 'STUDENT' ? 'wpa-chosen' : undefined}>
                {t('review.byStudent')}
              </th>
              {hasIs && (
                <th scope="col" className={chosen === 'IS' ? 'wpa-chosen' : undefined}>
                  {t('review.byIs')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {PLACEMENT_FIELDS.map((f) => (
              <tr key={f.name}>
                <th scope="row">{t(f.labelKey)}</th>
                <td className={chosen === 'STUDENT' ? 'wpa-chosen' : undefined}>{shown(f, wpa[f.name]) || '—'}</td>
                {hasIs && (
                  <td className={chosen === 'IS' ? 'wpa-chosen' : undefined}>
                    {shown(f, wpa[isField(f.name)]) || '—'}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('review.activities')}</h3>
      <div className="wpa-table-scroll">
        <table className="wpa-table" data-testid="activities">
          <thead>
            <tr>
              <th scope="col">{t('review.activities')}</th>
              <th scope="col" className="wpa-num">
                {t('review.proportion')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ACTIVITIES.map((a) => (
              <tr key={a.n}>
                <td>
                  <span className="wpa-muted">{t('review.activity', { n: a.n })}: </span>
                  <span className="wpa-pre">{String(wpa[a.activity] ?? '') || '—'}</span>
                </td>
                <td className="wpa-num">
                  {wpa[a.proportion] === null || wpa[a.proportion] === undefined
                    ? '—'
                    : `${formatMark(Number(wpa[a.proportion]))}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** Part II-A and II-B: the ratings of the asked questions with the legend, and work performance. */
export function PartTwoRatings({ wpa, questions }: { wpa: Values; questions: WpaQuestions }) {
  const { t } = useTranslation('wpa');
  // Only non-empty questions show (spec 001 §3): the server lists them in order.
  const asked = questions.questionList;
  return (
    <>
      <Card className="wpa-card" aria-labelledby="wpa-part-two-a">
        <h2 id="wpa-part-two-a">{t('review.partTwoA')}</h2>
        <RatingLegend />
        <div className="wpa-table-scroll">
          <table className="wpa-table" data-testid="ratings">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('review.question')}</th>
                <th scope="col">{t('review.rating')}</th>
              </tr>
            </thead>
            <tbody>
              {asked.map((q) => (
                <tr key={q.questionNo}>
                  <td>{q.questionNo}</td>
                  <td className="wpa-pre">{q.question}</td>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <RatingValue value={wpa[questionResult(q.questionNo)]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card className="wpa-card" aria-labelledby="wpa-part-two-b">
        <h2 id="wpa-part-two-b">{t('review.partTwoB')}</h2>
        <Fields rows={[[t('field.workPerformance'), <RatingValue key="wp" value={wpa.workPerformance} />]]} />
      </Card>
    </>
  );
}

/** Part II-C: strengths, growth areas, comments, the supervisor's signature and date. */
export function PartTwoComments({
  wpa,
  signatureUrl,
  fromPaper,
}: {
  wpa: Values;
  signatureUrl: string | null;
  fromPaper: boolean;
}) {
  const { t } = useTranslation('wpa');
  return (
    <Card className="wpa-card" aria-labelledby="wpa-part-two-c">
      <h2 id="wpa-part-two-c">{t('review.partTwoC')}</h2>
      <Fields wide rows={COMMENT_FIELDS.map((f): [string, ReactNode] => [t(f.labelKey), shown(f, wpa[f.name])])} />
      <h3>{t('review.signed')}</h3>
      <Fields
        rows={[
          ...SIGNATURE_FIELDS.map((f): [string, ReactNode] => [t(f.labelKey), shown(f, wpa[f.name])]),
          [
            t('field.signatureImg'),
            signatureUrl ? (
              <>
                <img src={signatureUrl} alt={t('field.signatureImg')} className="wpa-signature-img" />
                {fromPaper && (
                  <Tag minimal intent="primary" icon="document">
                    {t('review.fromPaper')}
                  </Tag>
                )}
              </>
            ) : null,
          ],
        ]}
      />
    </Card>
  );
}
