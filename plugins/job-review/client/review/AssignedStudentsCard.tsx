import { useState } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { AssignStudentsDialog } from '../components/AssignStudentsDialog';
import { studentName } from '../labels';
import type { AssignedStudent, JobPost } from '../types';

/** The students assigned to the post, and the MC's Assign Students dialog while editable. */
export function AssignedStudentsCard({
  job,
  students,
  editable,
  onChange,
}: {
  job: JobPost;
  students: AssignedStudent[];
  editable: boolean;
  onChange: (list: AssignedStudent[]) => void;
}) {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const [open, setOpen] = useState(false);
  // Students the partner assigned lock the list for the convener (spec 000 §5).
  const partnerAssigned = (job.studentList ?? []).some((x) => x.assignUserType === 'PARTNER');
  return (
    <Card className="jr-card">
      <div className="jr-job-head">
        <h2>{t('assign.assigned')}</h2>
        {editable && !partnerAssigned && (
          <Button icon="people" onClick={() => setOpen(true)}>
            {t('assign.title')}
          </Button>
        )}
      </div>
      {partnerAssigned && editable && <p className="jr-hint">{t('assign.partnerLocked')}</p>}
      {students.length === 0 ? (
        <p className="jr-muted">{t('assign.none')}</p>
      ) : (
        <ul className="jr-students" data-testid="assigned-students">
          {students.map((x) => (
            <li key={x.assignToUserId}>
              {x.studentPhoto && s.fileUrl(x.studentPhoto) ? (
                <img src={s.fileUrl(x.studentPhoto)!} alt="" width={28} height={28} className="wil-avatar" />
              ) : null}
              {x.studentAcctId ? `${x.studentAcctId} ` : ''}
              {studentName(x)}
            </li>
          ))}
        </ul>
      )}
      <AssignStudentsDialog
        isOpen={open}
        initial={students}
        jobId={job.jobId}
        onSave={(l) => {
          onChange(l);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
