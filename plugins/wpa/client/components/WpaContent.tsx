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
import { RecordTable, type RecordColumn } from '@core/client/ui/tables/RecordTable';
import type { WpaQuestions } from '../types';
import { Fields } from './Fields';
import { RatingLegend, RatingValue } from './RatingLegend';
import { WPA_TABLE } from './tableLook';

type Values = Record<string, unknown>;

/** A field's value as the review shows it. */
export function shown(def: WpaFieldDef, v: unknown): ReactNode {
  if (v === null || v === undefined || v === '') return '';
  if (def.kind === 'date') return formatDate(String(v));
  if (def.kind === 'hours') return formatHours(Number(v));
  return String(v);
}

/** An activity of Part I with its number. */
function ActivityText({ n, text }: { n: number; text: unknown }) {
  const { t } = useTranslation('wpa');
  return (
    <>
      <span className="wpa-muted">{t('review.activity', { n })}: </span>
      <span className="wpa-pre">{String(text ?? '') || '—'}</span>
    </>
  );
}

/** An activity's share of the time, as a percentage with 2 decimals. */
const percentOf = (v: unknown) => (v === null || v === undefined ? '—' : `${formatMark(Number(v))}%`);

/**
 * Part I of the review (spec 001 §2): the placement as the student and the industry supervisor
 * each gave it, side by side, with the source the reviewer took marked; the three activities.
 */
export function PartOne({ wpa, chosen }: { wpa: Values; chosen?: 'STUDENT' | 'IS' | null }) {
  const { t } = useTranslation('wpa');
  const hasIs = PLACEMENT_FIELDS.some((f) => wpa[isField(f.name)] !== null && wpa[isField(f.name)] !== undefined);
  const mark = (source: 'STUDENT' | 'IS') => (chosen === source ? 'wpa-chosen' : undefined);
  const placement: (RecordColumn<WpaFieldDef> | false)[] = [
    { header: t('review.field'), cell: (f) => t(f.labelKey), rowHeader: true },
    { header: t('review.byStudent'), cell: (f) => shown(f, wpa[f.name]) || '—', className: mark('STUDENT') },
    hasIs && { header: t('review.byIs'), cell: (f) => shown(f, wpa[isField(f.name)]) || '—', className: mark('IS') },
  ];
  const activities: RecordColumn<(typeof ACTIVITIES)[number]>[] = [
    { header: t('review.activities'), cell: (a) => <ActivityText n={a.n} text={wpa[a.activity]} /> },
    { header: t('review.proportion'), cell: (a) => percentOf(wpa[a.proportion]), numeric: true },
  ];
  return (
    <Card className="wpa-card" aria-labelledby="wpa-part-one">
      <h2 id="wpa-part-one">{t('review.partOne')}</h2>
      <RecordTable look={WPA_TABLE} testId="part-one" rows={PLACEMENT_FIELDS} columns={placement} />
      <h3>{t('review.activities')}</h3>
      <RecordTable look={WPA_TABLE} testId="activities" rows={ACTIVITIES} columns={activities} />
    </Card>
  );
}

/** Part II-A and II-B: the ratings of the asked questions with the legend, and work performance. */
export function PartTwoRatings({ wpa, questions }: { wpa: Values; questions: WpaQuestions }) {
  const { t } = useTranslation('wpa');
  // Only non-empty questions show (spec 001 §3): the server lists them in order.
  const asked = questions.questionList;
  const ratings: RecordColumn<(typeof asked)[number]>[] = [
    { header: '#', cell: (q) => q.questionNo },
    { header: t('review.question'), cell: (q) => q.question, className: 'wpa-pre' },
    {
      header: t('review.rating'),
      cell: (q) => <RatingValue value={wpa[questionResult(q.questionNo)]} />,
      style: { whiteSpace: 'nowrap' },
    },
  ];
  return (
    <>
      <Card className="wpa-card" aria-labelledby="wpa-part-two-a">
        <h2 id="wpa-part-two-a">{t('review.partTwoA')}</h2>
        <RatingLegend />
        <RecordTable look={WPA_TABLE} testId="ratings" rows={asked} columns={ratings} />
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
