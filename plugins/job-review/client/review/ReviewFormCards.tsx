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

/** Special arrangement: the MC's choice and remark while editable, else what was decided. */
export function SpecialArrangementCard({ job, draft, editable, mc }: CardProps & { mc: boolean }) {
  const { t } = useTranslation('job-review');
  return (
    <Card className="jr-card">
      <h2>{t('review.specialArrangement')}</h2>
      {editable ? (
        <>
          <Checkbox
            checked={draft.arrange}
            onChange={(e) => draft.setArrange(e.currentTarget.checked)}
            label={t('review.specialArrangeOption')}
          />
          {draft.arrange && (
            <CountedTextArea
              id="jr-special-remark"
              label={t('review.specialRemark')}
              max={250}
              rows={3}
              value={draft.remark}
              onChange={draft.setRemark}
            />
          )}
        </>
      ) : (
        <Fields
          rows={[
            [t('review.specialArrangeOption'), job.specialArrange === 'Y' ? t('common.yes') : t('common.no')],
            // The arrangement remark is for the convener only (spec 000 §5).
            ...(mc ? ([[t('review.specialRemark'), job.specialRemark]] as [string, string | null | undefined][]) : []),
          ]}
        />
      )}
    </Card>
  );
}

/** The MC's additional comment on the post. */
export function AdditionalCommentCard({ job, draft, editable }: CardProps) {
  const { t } = useTranslation('job-review');
  return (
    <Card className="jr-card">
      <h2>{t('review.additionalComment')}</h2>
      {editable ? (
        <CountedTextArea
          id="jr-additional"
          label={t('review.additionalCommentLabel')}
          max={1000}
          rows={4}
          value={draft.comment}
          onChange={draft.setComment}
        />
      ) : (
        <p className="jr-pre">{job.additionalInfo || '—'}</p>
      )}
    </Card>
  );
}
