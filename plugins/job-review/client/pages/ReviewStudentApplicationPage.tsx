import { useParams } from 'react-router-dom';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { useSession } from '@core/client/session/SessionContext';
import { DecisionButtons } from '../components/DecisionButtons';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { ApplStatusTag } from '../components/StatusTag';
import { useApplDecision } from '../components/useApplDecision';
import { useCall } from '@core/client/data/useCall';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import { applStatusKey } from '../labels';
import { applButtons, isConvener } from '../lifecycle';
import { ApplCommentsCard } from '../review/ApplCommentsCard';
import { ApplDocumentsCard } from '../review/ApplDocumentsCard';
import { ApplJobCard, ApplStudentCard } from '../review/ApplInfoCards';

/** Review Student Application (spec 000 §2). */
export default function ReviewStudentApplicationPage() {
  const { jobApplId } = useParams();
  const id = Number(jobApplId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage inShell />;
  return <ReviewAppl jobApplId={id} />;
}

function ReviewAppl({ jobApplId }: { jobApplId: number }) {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const { data: a, error, reload } = useCall(c.searchJobApplById, { jobApplId });
  const decision = useApplDecision(reload);

  if (error !== null) return <NonIdealState icon="error" title={t('common.notLoaded')} />;
  if (!a) return <Spinner aria-label={t('common.loading')} />;

  const buttons = applButtons(a, s.programme);
  return (
    <div className="wil-page jr-page">
      <div className="jr-title-row">
        <h1>{t('appl.title')}</h1>
        <ApplStatusTag status={a.jobApplStatus} />
      </div>
      <ApplJobCard a={a} />
      <ApplStudentCard a={a} />
      <ApplDocumentsCard a={a} />
      <ApplCommentsCard a={a} />
      <HistoryTimeline events={a.eventList ?? []} statusKey={applStatusKey} />
      <div className="jr-footer-actions">
        <DecisionButtons
          pending={decision.pending}
          onReject={buttons.reject && (() => decision.start(a, 'reject', false))}
          onApprove={buttons.approve && (() => decision.start(a, 'approve', buttons.commentRequired))}
        />
        {!buttons.approve && !buttons.reject && !isConvener(s.programme) && (
          <p className="jr-muted">{t('common.viewOnly')}</p>
        )}
      </div>
      {decision.dialogs}
    </div>
  );
}
