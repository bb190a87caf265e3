import { useNavigate, useParams } from 'react-router-dom';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { useSession } from '@core/client/session/SessionContext';
import { DecisionButtons } from '../components/DecisionButtons';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { JobStatusTag } from '../components/StatusTag';
import { useJobDecision } from '../components/useJobDecision';
import { useCall } from '@core/client/data/useCall';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import { jobStatusKey } from '../labels';
import { isConvener, jobButtons } from '../lifecycle';
import { AssignedStudentsCard } from '../review/AssignedStudentsCard';
import { JobDetailsCard } from '../review/JobDetailsCard';
import { AdditionalCommentCard, SpecialArrangementCard } from '../review/ReviewFormCards';
import { useReviewDraft } from '../review/useReviewDraft';

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
  const { data: job, error, reload } = useCall(c.searchById, { jobId });
  const draft = useReviewDraft(job);
  const decision = useJobDecision(reload);

  if (error !== null) return <NonIdealState icon="error" title={t('common.notLoaded')} />;
  if (!job) return <Spinner aria-label={t('common.loading')} />;

  const buttons = jobButtons(job, s.programme);
  const mc = typeof job.isConvener === 'boolean' ? job.isConvener : isConvener(s.programme);
  const editable = review && buttons.any && mc && job.jobPostStatus === 'SUBMITTED';
  const cards = { job, draft, editable };

  return (
    <div className="wil-page jr-page">
      <div className="jr-title-row">
        <h1>{review ? t('review.title') : t('review.detailTitle')}</h1>
        <JobStatusTag status={job.jobPostStatus} />
      </div>
      <JobDetailsCard job={job} />
      <AssignedStudentsCard job={job} students={draft.students} editable={editable} onChange={draft.setStudents} />
      <SpecialArrangementCard {...cards} mc={mc} />
      {mc && <AdditionalCommentCard {...cards} />}
      <HistoryTimeline events={job.eventList ?? []} statusKey={jobStatusKey} />
      <div className="jr-footer-actions">
        {review && (
          <DecisionButtons
            pending={decision.pending}
            onReject={buttons.reject && (() => decision.start(job, 'reject', draft.extras()))}
            onApprove={
              buttons.approve && (() => decision.start(job, draft.arrange ? 'arrangement' : 'approve', draft.extras()))
            }
          />
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
      {decision.dialogs}
    </div>
  );
}
