import { Button, MenuItem } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { jobButtons } from '../lifecycle';
import type { JobPost } from '../types';
import { ActionPopover } from './ActionPopover';
import type { JobDecision } from './useJobDecision';

/**
 * On a SUBMITTED post an MC gets the Action menu (Review, Accept, Reject, Special Arrangement);
 * otherwise a Management button leads to the detail route (spec 000 §2).
 */
export function JobActionMenu({ job, onDecide }: { job: JobPost; onDecide: (job: JobPost, d: JobDecision) => void }) {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const navigate = useNavigate();
  const b = jobButtons(job, s.programme);
  if (!b.any) {
    return (
      <Button
        size="small"
        icon="cog"
        onClick={() => navigate(`/academic/academicReviewJobPosting/${job.jobId}/detail`)}
      >
        {t('action.management')}
      </Button>
    );
  }
  return (
    <ActionPopover label={t('action.actionsFor', { id: job.jobId })}>
      <MenuItem
        icon="eye-open"
        text={t('action.review')}
        onClick={() => navigate(`/academic/academicReviewJobPosting/${job.jobId}/view`)}
      />
      {b.approve && (
        <MenuItem icon="tick" intent="success" text={t('action.accept')} onClick={() => onDecide(job, 'approve')} />
      )}
      {b.reject && (
        <MenuItem icon="cross" intent="danger" text={t('action.reject')} onClick={() => onDecide(job, 'reject')} />
      )}
      {b.approveWithArrangement && (
        <MenuItem icon="clipboard" text={t('action.specialArrangement')} onClick={() => onDecide(job, 'arrangement')} />
      )}
    </ActionPopover>
  );
}
