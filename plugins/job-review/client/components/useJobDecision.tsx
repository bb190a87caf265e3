import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import type { YesNo } from '@core/shared/audit';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { updateJob, updateReject } from '../calls';
import { deadlinePassed } from '../lifecycle';
import type { JobPost } from '../types';
import { CommentDialog } from './CommentDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { ResultDialog } from './ResultDialog';

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
  const { run, pending } = useClickGuard();
  const [job, setJob] = useState<JobPost | null>(null);
  const [extras, setExtras] = useState<ReviewExtras | null>(null);
  const [open, setOpen] = useState<'deadline' | 'arrangement' | 'reject' | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const send = async (j: JobPost, what: JobDecision, remark: string, ex: ReviewExtras | null) => {
    const done = await run(async () => {
      try {
        if (what === 'reject') {
          await updateReject(
            ex
              ? {
                  ...j,
                  // A post always carries its token; an empty one is refused like a stale one.
                  lastUpdatedDate: j.lastUpdatedDate ?? '',
                  jobPostStatus: 'REVIEW_REJECT',
                  additionalInfo: ex.additionalInfo,
                  eventRemark: remark,
                  studentList: ex.studentList,
                  companyContactEmail: j.contactEmail ?? '',
                }
              : {
                  jobId: j.jobId,
                  lastUpdatedDate: j.lastUpdatedDate ?? '',
                  companyName: j.companyName ?? '',
                  companyContactEmail: j.contactEmail ?? '',
                  jobPostStatus: 'REVIEW_REJECT',
                  eventRemark: remark,
                },
          );
          return t('msg.jobRejected');
        }
        const arrangement = what === 'arrangement';
        await updateJob(
          ex
            ? {
                ...j,
                lastUpdatedDate: j.lastUpdatedDate ?? '',
                jobPostStatus: arrangement ? 'SPECIAL_ARRANGEMENT' : 'POSTED',
                additionalInfo: ex.additionalInfo,
                eventRemark: remark,
                specialRemark: arrangement ? remark : '',
                studentList: ex.studentList,
                specialArrange: arrangement ? 'Y' : 'N',
              }
            : {
                jobId: j.jobId,
                lastUpdatedDate: j.lastUpdatedDate ?? '',
                lastApplyDate: j.lastApplyDate,
                jobPostStatus: arrangement ? 'SPECIAL_ARRANGEMENT' : 'ACTIVE',
                specialArrange: arrangement ? 'Y' : 'N',
                eventRemark: remark,
                studentList: [],
              },
        );
        return arrangement ? t('msg.jobApprovedArrangement') : t('msg.jobApproved');
      } catch (e) {
        void toast.error(e instanceof ApiError ? e.message : String(e));
        return null;
      }
    });
    setOpen(null);
    if (done) setResult(done);
  };

  const start = (j: JobPost, what: JobDecision, ex: ReviewExtras | null = null) => {
    setJob(j);
    setExtras(ex);
    if (deadlinePassed(j.lastApplyDate)) return setOpen('deadline');
    if (what === 'reject') return setOpen('reject');
    if (what === 'arrangement') {
      // The review page has taken its remark already.
      if (ex) return void send(j, 'arrangement', ex.specialRemark, ex);
      return setOpen('arrangement');
    }
    void send(j, 'approve', '', ex);
  };

  const dialogs = (
    <>
      <ConfirmDialog
        isOpen={open === 'deadline'}
        message={t('msg.deadlineNotice')}
        pending={pending}
        onYes={() => job && void send(job, 'reject', '', extras)}
        onNo={() => setOpen(null)}
      />
      <CommentDialog
        isOpen={open === 'reject'}
        title={t('dialog.rejectJobTitle')}
        prompt={t('msg.rejectJobPrompt')}
        placeholder={t('msg.rejectJobReason')}
        confirmText={t('action.reject')}
        confirmIntent="danger"
        pending={pending}
        onConfirm={(c) => job && void send(job, 'reject', c, extras)}
        onClose={() => setOpen(null)}
      />
      <CommentDialog
        isOpen={open === 'arrangement'}
        title={t('dialog.arrangementTitle')}
        prompt={t('review.specialRemark')}
        confirmText={t('action.accept')}
        pending={pending}
        onConfirm={(c) => job && void send(job, 'arrangement', c, extras)}
        onClose={() => setOpen(null)}
      />
      <ResultDialog
        message={result}
        onDone={() => {
          setResult(null);
          onDone();
        }}
      />
    </>
  );
  return { start, dialogs, pending };
}
