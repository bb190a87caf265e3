import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteBy } from '@core/client/data/useWrite';
import { updateJobApplStatus } from '../calls';
import { studentName } from '../labels';
import type { JobApplication } from '../types';
import { useDecisionFlow } from './useDecisionFlow';

type ApplDecision = 'approve' | 'arrangement' | 'reject';

const STATUS: Record<ApplDecision, 'REJECTED' | 'SPECIAL_ARRANGEMENT' | 'PEND_IP_RECEIPT'> = {
  reject: 'REJECTED',
  arrangement: 'SPECIAL_ARRANGEMENT',
  approve: 'PEND_IP_RECEIPT',
};

/**
 * Approve or reject a TEACHER_REVIEWING application (spec 000 §4): approve gives PEND_IP_RECEIPT,
 * or SPECIAL_ARRANGEMENT with a required comment to the student when the application or job has
 * special arrangement Y; reject takes an optional reason shared with the student.
 */
export function useApplDecision(onDone: () => void) {
  const { t } = useTranslation('job-review');
  const flow = useDecisionFlow<'arrangement' | 'reject'>(onDone);
  const [appl, setAppl] = useState<JobApplication | null>(null);
  // A decision changes the area's lists, counts and the application wherever they are shown.
  const decide = useWriteBy(updateJobApplStatus, ['academicHome']).send;

  const send = (a: JobApplication, what: ApplDecision, comment: string) =>
    flow.finish(async () => {
      await decide({
        jobApplStatus: STATUS[what],
        jobApplId: a.jobApplId,
        jobId: a.jobId,
        studentEmail: a.studentEmail ?? '',
        studentName: studentName(a),
        eventRemark: what === 'reject' ? comment : '',
        mcCommentsToStudent: what === 'arrangement' ? comment : '',
        specialArrange: what === 'arrangement' ? 'Y' : 'N',
        lastUpdatedDate: a.lastUpdatedDate ?? null,
      });
      return what === 'reject' ? t('msg.applRejected') : t('msg.applApproved');
    });

  /** commentRequired comes from the machine (special arrangement on the application or job). */
  const start = (a: JobApplication, what: 'approve' | 'reject', commentRequired: boolean) => {
    setAppl(a);
    if (what === 'reject') return flow.setOpen('reject');
    if (commentRequired) return flow.setOpen('arrangement');
    void send(a, 'approve', '');
  };

  const dialogs = (
    <>
      {flow.commentDialog('reject', {
        title: t('dialog.rejectApplTitle'),
        prompt: t('msg.rejectApplPrompt'),
        confirmText: t('action.reject'),
        confirmIntent: 'danger',
        onConfirm: (c) => appl && void send(appl, 'reject', c),
      })}
      {flow.commentDialog('arrangement', {
        title: t('dialog.arrangementTitle'),
        prompt: t('msg.commentsToStudent'),
        required: true,
        confirmText: t('action.approve'),
        onConfirm: (c) => appl && void send(appl, 'arrangement', c),
      })}
      {flow.resultDialog}
    </>
  );
  return { start, dialogs, pending: flow.pending };
}
