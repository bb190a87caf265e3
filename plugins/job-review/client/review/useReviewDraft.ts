import { useEffect, useState } from 'react';
import type { YesNo } from '@core/shared/audit';
import type { ReviewExtras } from '../components/useJobDecision';
import type { AssignedStudent, JobPost } from '../types';

/** What the MC edits on the review page before deciding: students, arrangement, comment. */
export function useReviewDraft(job: JobPost | null | undefined) {
  const [students, setStudents] = useState<AssignedStudent[]>([]);
  const [arrange, setArrange] = useState(false);
  const [remark, setRemark] = useState('');
  const [comment, setComment] = useState('');
  useEffect(() => {
    if (!job) return;
    setStudents(job.studentList ?? []);
    setArrange(job.specialArrange === 'Y');
    setRemark(job.specialRemark ?? '');
    setComment(job.additionalInfo ?? '');
  }, [job]);
  const extras = (): ReviewExtras => ({
    additionalInfo: comment,
    studentList: students.map((x) => ({
      assignToUserId: x.assignToUserId,
      // The payload's two kinds: the partner's assignment, else the convener's.
      assignUserType: x.assignUserType === 'PARTNER' ? ('PARTNER' as const) : ('ACADEMIC' as const),
    })),
    specialArrange: (arrange ? 'Y' : 'N') as YesNo,
    specialRemark: arrange ? remark : '',
  });
  return { students, setStudents, arrange, setArrange, remark, setRemark, comment, setComment, extras };
}

export type ReviewDraft = ReturnType<typeof useReviewDraft>;
