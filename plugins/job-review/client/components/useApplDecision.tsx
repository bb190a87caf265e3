import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { useWriteBy } from '@core/client/data/useWrite';
import { updateJobApplStatus } from '../calls';
import { studentName } from '../labels';
import type { JobApplication } from '../types';
import { CommentDialog } from './CommentDialog';
import { ResultDialog } from './ResultDialog';

/**
 * Approve or reject a TEACHER_REVIEWING application (spec 000 §4): approve gives PEND_IP_RECEIPT,
 * or SPECIAL_ARRANGEMENT with a required comment to the student when the application or job has
 * special arrangement Y; reject takes an optional reason shared with the student.
 */
export function useApplDecision(onDone: () => void) {
  const { t } = useTranslation('job-review');
  const { run, pending } = useClickGuard();
  const [appl, setAppl] = useState<JobApplication | null>(null);
  const [open, setOpen] = useState<'arrangement' | 'reject' | null>(null);
  const [result, setResult] = useState<string | null>(null);
  // A decision changes the area's lists, counts and the application wherever they are shown.
  const decide = useWriteBy(updateJobApplStatus, ['academicHome']).send;

  const send = async (a: JobApplication, what: 'approve' | 'arrangement' | 'reject', comment: string) => {
    const done = await run(async () => {
      try {
        await decide({
          jobApplStatus:
            what === 'reject' ? 'REJECTED' : what === 'arrangement' ? 'SPECIAL_ARRANGEMENT' : 'PEND_IP_RECEIPT',
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
      } catch (e) {
        void toast.error(e instanceof ApiError ? e.message : String(e));
        return null;
      }
    });
    setOpen(null);
    if (done) setResult(done);
  };

  /** commentRequired comes from the machine (special arrangement on the application or job). */
  const start = (a: JobApplication, what: 'approve' | 'reject', commentRequired: boolean) => {
    setAppl(a);
    if (what === 'reject') return setOpen('reject');
    if (commentRequired) return setOpen('arrangement');
    void send(a, 'approve', '');
  };

  const dialogs = (
    <>
      <CommentDialog
        isOpen={open === 'reject'}
        title={t('dialog.rejectApplTitle')}
        prompt={t('msg.rejectApplPrompt')}
        confirmText={t('action.reject')}
        confirmIntent="danger"
        pending={pending}
        onConfirm={(c) => appl && void send(appl, 'reject', c)}
        onClose={() => setOpen(null)}
      />
      <CommentDialog
        isOpen={open === 'arrangement'}
        title={t('dialog.arrangementTitle')}
        prompt={t('msg.commentsToStudent')}
        required
        confirmText={t('action.approve')}
        pending={pending}
        onConfirm={(c) => appl && void send(appl, 'arrangement', c)}
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
