import type { ReactNode } from 'react';
import { Card, Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { CountedTextArea } from '@core/client/ui/CountedTextArea';
import { Fields } from '../components/Fields';
import type { JobPost } from '../types';
import type { ReviewDraft } from './useReviewDraft';

interface CardProps {
  job: JobPost;
  draft: ReviewDraft;
  editable: boolean;
}

/** The review form's free texts (spec 000 §5): the arrangement remark and the additional comment. */
const TEXTS = {
  remark: { id: 'jr-special-remark', label: 'review.specialRemark', max: 250, rows: 3 },
  comment: { id: 'jr-additional', label: 'review.additionalCommentLabel', max: 1000, rows: 4 },
} as const;

/** One of the review form's free texts with the characters left. */
function DraftText({
  text,
  value,
  onChange,
}: {
  text: (typeof TEXTS)[keyof typeof TEXTS];
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('job-review');
  return (
    <CountedTextArea
      {...text}
      label={t(text.label)}
      value={value}
      charsLeft={(n) => t('dialog.charsLeft', { n })}
      onChange={onChange}
    />
  );
}

/** A card of the review form: its fields while the post may be edited, else what was decided. */
function ReviewFormCard({
  title,
  editable,
  fields,
  decided,
}: {
  title: string;
  editable: boolean;
  fields: ReactNode;
  decided: ReactNode;
}) {
  return (
    <Card className="jr-card">
      <h2>{title}</h2>
      {editable ? fields : decided}
    </Card>
  );
}

/** Special arrangement: the MC's choice and remark while editable, else what was decided. */
export function SpecialArrangementCard({ job, draft, editable, mc }: CardProps & { mc: boolean }) {
  const { t } = useTranslation('job-review');
  const fields = (
    <>
      <Checkbox
        checked={draft.arrange}
        onChange={(e) => draft.setArrange(e.currentTarget.checked)}
        label={t('review.specialArrangeOption')}
      />
      {draft.arrange && <DraftText text={TEXTS.remark} value={draft.remark} onChange={draft.setRemark} />}
    </>
  );
  const decided = (
    <Fields
      rows={[
        [t('review.specialArrangeOption'), job.specialArrange === 'Y' ? t('common.yes') : t('common.no')],
        // The arrangement remark is for the convener only (spec 000 §5).
        ...(mc ? ([[t('review.specialRemark'), job.specialRemark]] as [string, string | null | undefined][]) : []),
      ]}
    />
  );
  return (
    <ReviewFormCard title={t('review.specialArrangement')} editable={editable} fields={fields} decided={decided} />
  );
}

/** The MC's additional comment on the post. */
export function AdditionalCommentCard({ job, draft, editable }: CardProps) {
  const { t } = useTranslation('job-review');
  return (
    <ReviewFormCard
      title={t('review.additionalComment')}
      editable={editable}
      fields={<DraftText text={TEXTS.comment} value={draft.comment} onChange={draft.setComment} />}
      decided={<p className="jr-pre">{job.additionalInfo || '—'}</p>}
    />
  );
}
