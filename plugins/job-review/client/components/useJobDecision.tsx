import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { YesNo } from '@core/shared/audit';
import { useWriteBy } from '@core/client/data/useWrite';
import { updateJob, updateReject } from '../calls';
import { deadlinePassed } from '../lifecycle';
import type { JobPost } from '../types';
import { ConfirmDialog } from './ConfirmDialog';
import { approvePayload, rejectPayload } from './jobDecisionPayload';
import { useDecisionFlow } from './useDecisionFlow';

export type JobDecision = 'approve' | 'arrangement' | 'reject';

/** What the review page adds to the list variant's payload (spec 000 §7 academicHome/update). */
export interface ReviewExtras {
  additionalInfo: string;
  studentList: NonNullable<Parameters<typeof updateJob>[0]['studentList']>;
  /** The review page's own arrangement choice and remark. */
  specialArrange: YesNo;
  specialRemark: string;
}

/**
 * The decisions on a SUBMITTED job post with their dialogs (spec 000 §4, §5, §8): approve,
 * approve with special arrangement (remark, optional, 250), reject (reason, optional, 250), and
 * the deadline notice whose Yes sends the rejection. Without extras the list variant's payload
 * is sent; with them the review page's.
 */
export function useJobDecision(onDone: () => void) {
  const { t } = useTranslation('job-review');
  const flow = useDecisionFlow<'deadline' | 'arrangement' | 'reject'>(onDone);
  const [job, setJob] = useState<JobPost | null>(null);
  const [extras, setExtras] = useState<ReviewExtras | null>(null);
  // A decision changes the area's lists, counts and the post itself wherever they are shown.
  const reject = useWriteBy(updateReject, ['academicHome']).send;
  const approve = useWriteBy(updateJob, ['academicHome']).send;

  const send = (j: JobPost, what: JobDecision, remark: string, ex: ReviewExtras | null) =>
    flow.finish(async () => {
      if (what === 'reject') {
        await reject(rejectPayload(j, remark, ex));
        return t('msg.jobRejected');
      }
      await approve(approvePayload(j, what, remark, ex));
      return what === 'arrangement' ? t('msg.jobApprovedArrangement') : t('msg.jobApproved');
    });

  const start = (j: JobPost, what: JobDecision, ex: ReviewExtras | null = null) => {
    setJob(j);
    setExtras(ex);
    if (deadlinePassed(j.lastApplyDate)) return flow.setOpen('deadline');
    if (what === 'reject') return flow.setOpen('reject');
    if (what === 'arrangement') {
      // The review page has taken its remark already.
      if (ex) return void send(j, 'arrangement', ex.specialRemark, ex);
      return flow.setOpen('arrangement');
    }
    void send(j, 'approve', '', ex);
  };

  const decide = (what: JobDecision) => (c: string) => job && void send(job, what, c, extras);
  const dialogs = (
    <>
      <ConfirmDialog
        isOpen={flow.open === 'deadline'}
        message={t('msg.deadlineNotice')}
        pending={flow.pending}
        onYes={() => decide('reject')('')}
        onNo={flow.close}
      />
      {flow.commentDialog('reject', {
        title: t('dialog.rejectJobTitle'),
        prompt: t('msg.rejectJobPrompt'),
        placeholder: t('msg.rejectJobReason'),
        confirmText: t('action.reject'),
        confirmIntent: 'danger',
        onConfirm: decide('reject'),
      })}
      {flow.commentDialog('arrangement', {
        title: t('dialog.arrangementTitle'),
        prompt: t('review.specialRemark'),
        confirmText: t('action.accept'),
        onConfirm: decide('arrangement'),
      })}
      {flow.resultDialog}
    </>
  );
  return { start, dialogs, pending: flow.pending };
}
