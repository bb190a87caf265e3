import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Checkbox, FormGroup, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { formatDate, formatDateTime } from '@core/client/format';
import { useSession } from '@core/client/session/SessionContext';
import { searchById } from '../calls';
import { AssignStudentsDialog } from '../components/AssignStudentsDialog';
import { CompanyInfoButton } from '../components/CompanyInfoDialog';
import { ContactPopover } from '../components/ContactPopover';
import { sanitizeHtml } from '@core/client/ui/sanitizeHtml';
import type { YesNo } from '@core/shared/audit';
import { Fields } from '../components/Fields';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { JobStatusTag } from '../components/StatusTag';
import { useJobDecision } from '../components/useJobDecision';
import { useLoad } from '@core/client/data/useLoad';
import { jobStatusKey, studentName } from '../labels';
import { isConvener, jobButtons } from '../lifecycle';
import type { AssignedStudent } from '../types';

const money = (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' ? '' : Number(v).toLocaleString('en-AU');

/** Job post review (spec 000 §2): flag 'view' is review mode, 'detail' is read only. */
export default function ReviewJobPostingPage() {
  const { jobId, flag } = useParams();
  const id = Number(jobId);
  if (!Number.isInteger(id) || id <= 0 || (flag !== 'view' && flag !== 'detail')) return <NotFoundPage inShell />;
  return <ReviewJob jobId={id} review={flag === 'view'} />;
}

function ReviewJob({ jobId, review }: { jobId: number; review: boolean }) {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const navigate = useNavigate();
  const { data: job, error, reload } = useLoad((signal) => searchById(jobId, signal), [jobId]);
  const failed = error !== null;

  const [students, setStudents] = useState<AssignedStudent[]>([]);
  const [arrange, setArrange] = useState(false);
  const [remark, setRemark] = useState('');
  const [comment, setComment] = useState('');
  const [assignOpen, setAssignOpen] = useState(false);
  useEffect(() => {
    if (!job) return;
    setStudents(job.studentList ?? []);
    setArrange(job.specialArrange === 'Y');
    setRemark(job.specialRemark ?? '');
    setComment(job.additionalInfo ?? '');
  }, [job]);

  const decision = useJobDecision(reload);

  if (failed) return <NonIdealState icon="error" title={t('common.notLoaded')} />;
  if (!job) return <Spinner aria-label={t('common.loading')} />;

  const buttons = jobButtons(job, s.programme);
  const mc = typeof job.isConvener === 'boolean' ? job.isConvener : isConvener(s.programme);
  const acting = review && buttons.any;
  // Students the partner assigned lock the list for the convener (spec 000 §5).
  const partnerAssigned = (job.studentList ?? []).some((x) => x.assignUserType === 'PARTNER');
  const editable = acting && mc && job.jobPostStatus === 'SUBMITTED';
  const extras = () => ({
    additionalInfo: comment,
    studentList: students.map((x) => ({
      assignToUserId: x.assignToUserId,
      // The payload's two kinds: the partner's assignment, else the convener's.
      assignUserType: x.assignUserType === 'PARTNER' ? ('PARTNER' as const) : ('ACADEMIC' as const),
    })),
    specialArrange: (arrange ? 'Y' : 'N') as YesNo,
    specialRemark: arrange ? remark : '',
  });
  const events = job.eventList ?? [];

  return (
    <div className="wil-page jr-page">
      <div className="jr-title-row">
        <h1>{review ? t('review.title') : t('review.detailTitle')}</h1>
        <JobStatusTag status={job.jobPostStatus} />
      </div>

      <Card className="jr-card">
        <div className="jr-job-head">
          <div>
            <h2>{job.jobTitle}</h2>
            <p className="jr-muted">
              {t('field.jobId')} {job.jobId} · {job.companyName}
            </p>
          </div>
          <div className="jr-actions">
            {job.partnerId ? (
              <ContactPopover partnerId={job.partnerId} partnerContactId={job.partnerContactId} />
            ) : null}
            {job.partnerId ? <CompanyInfoButton partnerId={job.partnerId} /> : null}
          </div>
        </div>
        <Fields
          testId="job-fields"
          rows={[
            [t('field.programme'), [job.progCode, job.progTitle].filter(Boolean).join(' ')],
            [t('field.employmentType'), job.jobTypeVal],
            [t('field.jobMode'), job.positionTypeVal],
            [t('field.vacancies'), job.vacancies],
            [
              t('field.salary'),
              job.salaryRangeFrom || job.salaryRangeTo
                ? `HKD ${money(job.salaryRangeFrom)} – ${money(job.salaryRangeTo)}${job.unitVal ? ` / ${job.unitVal}` : ''}`
                : '',
            ],
            [t('field.daysPerWeek'), job.estimatedNoOfDaysAWeek],
            [t('field.hoursPerWeek'), job.estimatedNoOfHoursAWeek],
            [t('field.commenceEnd'), `${formatDate(job.expCommenceDate)} – ${formatDate(job.expEndDate)}`],
            [t('field.deadline'), formatDate(job.lastApplyDate)],
            [t('field.workLocation'), job.workLocVal],
            [t('field.otherDesc'), job.otherDesc],
            [t('field.received'), job.receivedQty ?? 0],
            [t('field.approvedDate'), formatDateTime(job.eventDate)],
          ]}
        />
        <h3>{t('field.jobDesc')}</h3>
        {/* Rich text from the partner: allow-list sanitised before rendering. */}
        <div className="jr-rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.jobDesc || '—') }} />
        <h3>{t('field.jobRequirement')}</h3>
        <div className="jr-rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(job.jobRequirement || '—') }} />
        {job.rejectedEventRemark && (
          <>
            <h3>{t('field.rejectedRemark')}</h3>
            <p className="jr-pre">{job.rejectedEventRemark}</p>
          </>
        )}
      </Card>

      <Card className="jr-card">
        <div className="jr-job-head">
          <h2>{t('assign.assigned')}</h2>
          {editable && !partnerAssigned && (
            <Button icon="people" onClick={() => setAssignOpen(true)}>
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
      </Card>

      <Card className="jr-card">
        <h2>{t('review.specialArrangement')}</h2>
        {editable ? (
          <>
            <Checkbox
              checked={arrange}
              onChange={(e) => setArrange(e.currentTarget.checked)}
              label={t('review.specialArrangeOption')}
            />
            {arrange && (
              <FormGroup
                label={t('review.specialRemark')}
                labelFor="jr-special-remark"
                helperText={t('dialog.charsLeft', { n: 250 - remark.length })}
              >
                <TextArea
                  id="jr-special-remark"
                  fill
                  rows={3}
                  maxLength={250}
                  value={remark}
                  onChange={(e) => setRemark(e.currentTarget.value)}
                />
              </FormGroup>
            )}
          </>
        ) : (
          <Fields
            rows={[
              [t('review.specialArrangeOption'), job.specialArrange === 'Y' ? t('common.yes') : t('common.no')],
              // The arrangement remark is for the convener only (spec 000 §5).
              ...(mc
                ? ([[t('review.specialRemark'), job.specialRemark]] as [string, string | null | undefined][])
                : []),
            ]}
          />
        )}
      </Card>

      {mc && (
        <Card className="jr-card">
          <h2>{t('review.additionalComment')}</h2>
          {editable ? (
            <FormGroup
              label={t('review.additionalCommentLabel')}
              labelFor="jr-additional"
              helperText={t('dialog.charsLeft', { n: 1000 - comment.length })}
            >
              <TextArea
                id="jr-additional"
                fill
                rows={4}
                maxLength={1000}
                value={comment}
                onChange={(e) => setComment(e.currentTarget.value)}
              />
            </FormGroup>
          ) : (
            <p className="jr-pre">{job.additionalInfo || '—'}</p>
          )}
        </Card>
      )}

      <HistoryTimeline events={events} statusKey={jobStatusKey} />

      <div className="jr-footer-actions">
        {review && buttons.reject && (
          <Button
            intent="danger"
            icon="cross"
            loading={decision.pending}
            onClick={() => decision.start(job, 'reject', extras())}
          >
            {t('action.reject')}
          </Button>
        )}
        {review && buttons.approve && (
          <Button
            intent="success"
            icon="tick"
            loading={decision.pending}
            onClick={() => decision.start(job, arrange ? 'arrangement' : 'approve', extras())}
          >
            {t('action.approve')}
          </Button>
        )}
        {!review && (
          <Button
            intent="primary"
            icon="people"
            onClick={() => navigate(`/academic/academicStudentApplications/${job.jobId}`)}
          >
            {t('review.relatedApplications')}
          </Button>
        )}
      </div>

      <AssignStudentsDialog
        isOpen={assignOpen}
        initial={students}
        jobId={job.jobId}
        onSave={(l) => {
          setStudents(l);
          setAssignOpen(false);
        }}
        onClose={() => setAssignOpen(false)}
      />
      {decision.dialogs}
    </div>
  );
}
