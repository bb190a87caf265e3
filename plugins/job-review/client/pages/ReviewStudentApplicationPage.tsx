import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '@core/client/pages/NotFoundPage';
import { formatDate } from '@core/client/format';
import { useSession } from '@core/client/session/SessionContext';
import { searchJobApplById } from '../calls';
import { Fields } from '../components/Fields';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { ApplStatusTag, JobStatusTag } from '../components/StatusTag';
import { useApplDecision } from '../components/useApplDecision';
import { useLoad } from '@core/client/data/useLoad';
import { applStatusKey, studentName } from '../labels';
import { applButtons, isConvener } from '../lifecycle';
import type { ApplAnnex } from '../types';

/** Review Student Application (spec 000 §2). */
export default function ReviewStudentApplicationPage() {
  const { jobApplId } = useParams();
  const id = Number(jobApplId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage inShell />;
  return <ReviewAppl jobApplId={id} />;
}

const external = (u: string | null | undefined, label?: string | null) =>
  u ? (
    <a href={/^https?:\/\//i.test(u) ? u : `https://${u}`} target="_blank" rel="noopener noreferrer">
      {label || u}
    </a>
  ) : null;

function ReviewAppl({ jobApplId }: { jobApplId: number }) {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const navigate = useNavigate();
  const { data: a, error, reload } = useLoad((signal) => searchJobApplById(jobApplId, signal), [jobApplId]);
  const failed = error !== null;
  const decision = useApplDecision(reload);

  if (failed) return <NonIdealState icon="error" title={t('common.notLoaded')} />;
  if (!a) return <Spinner aria-label={t('common.loading')} />;

  const buttons = applButtons(a, s.programme);
  // The server signs each file's link for this session (spec 000 §7 downloads).
  const file = (url: string | null | undefined, name: string | null | undefined): ReactNode => {
    return url ? (
      <a href={url} target="_blank" rel="noopener noreferrer" download={name ?? undefined}>
        <Icon icon="document" /> {name || t('appl.download')}
      </a>
    ) : (
      name
    );
  };
  const annexList = (list: ApplAnnex[] | null | undefined) =>
    list && list.length ? (
      <ul className="jr-files">
        {list.map((f, i) => (
          <li key={f.jobApplAnnexId ?? i}>
            {file(f.downloadUrl, f.annexName)}
            {f.fileTypeVal ? <span className="jr-muted"> ({f.fileTypeVal})</span> : null}
          </li>
        ))}
      </ul>
    ) : (
      <p className="jr-muted">{t('common.none')}</p>
    );
  const photo = s.fileUrl(a.studentPhoto);
  const links = (
    [
      [a.portfolioLinkOne, a.portfolioLinkOneDesc],
      [a.portfolioLinkTwo, a.portfolioLinkTwoDesc],
      [a.portfolioLinkThree, a.portfolioLinkThreeDesc],
    ] as const
  ).filter(([u]) => u);
  const dialogs = (a.eventDialogList ?? []).flatMap((d) =>
    (
      [
        [t('appl.dialog.withdrawn'), d.studentWithdawnRemark],
        [t('appl.dialog.special'), d.specialRemark],
        [t('appl.dialog.rejected'), d.rejectedRemark],
        [t('appl.dialog.offer'), d.offerEventRemark],
        [t('appl.dialog.offerDeclined'), d.offerDeclinedRemark],
      ] as [string, string | null | undefined][]
    ).filter(([, v]) => v),
  );
  const events = a.eventList ?? [];

  return (
    <div className="wil-page jr-page">
      <div className="jr-title-row">
        <h1>{t('appl.title')}</h1>
        <ApplStatusTag status={a.jobApplStatus} />
      </div>

      <Card className="jr-card">
        <div className="jr-job-head">
          <h2>{t('appl.jobInfo')}</h2>
          <Button icon="briefcase" onClick={() => navigate(`/academic/academicReviewJobPosting/${a.jobId}/detail`)}>
            {t('appl.relatedJob')}
          </Button>
        </div>
        <Fields
          rows={[
            [t('field.jobId'), a.jobId],
            [t('field.jobTitle'), a.jobTitle],
            [t('field.company'), a.companyName],
            [t('field.programme'), a.progTitle],
            [t('field.jobPostStatus'), a.jobPostStatus ? <JobStatusTag status={a.jobPostStatus} /> : null],
            [t('appl.applyDate'), formatDate(a.applyDate)],
            [t('appl.specialArrange'), a.specialArrange === 'Y' ? t('common.yes') : t('common.no')],
          ]}
        />
      </Card>

      <Card className="jr-card">
        <div className="jr-job-head">
          <h2>{t('appl.studentInfo')}</h2>
          {photo && <img src={photo} alt={t('appl.photo')} width={64} height={64} className="wil-avatar" />}
        </div>
        <Fields
          testId="student-fields"
          rows={[
            [t('col.studentId'), a.studentAcctId],
            [t('col.student'), studentName(a)],
            [t('appl.email'), a.studentEmail],
            [t('col.programme'), a.studentProgTitle],
            [t('col.admissionYear'), a.studentEntryYear],
            [t('col.studyYearEntry'), a.studyYearEntry],
            [t('appl.phone'), a.contactPhone],
            [t('appl.whatsApp'), a.whatsApp],
            [t('appl.weChat'), a.weChat],
            [t('appl.linkedIn'), external(a.linkedIn)],
            [t('appl.personalWeb'), external(a.personalWeb)],
          ]}
        />
      </Card>

      <Card className="jr-card">
        <h2>{t('appl.resume')}</h2>
        {a.storagePath ? (
          <p>
            {file(a.resumeUrl, a.annexName)}{' '}
            <span className="jr-muted">
              {a.resumeType === 'SELECT' ? t('appl.resumeStored') : t('appl.resumeUploaded')}
            </span>
          </p>
        ) : (
          <p className="jr-muted">{t('common.none')}</p>
        )}
        <h3>{t('appl.portfolio')}</h3>
        {links.length ? (
          <ul className="jr-files">
            {links.map(([u, d]) => (
              <li key={u}>{external(u, d)}</li>
            ))}
          </ul>
        ) : (
          <p className="jr-muted">{t('common.none')}</p>
        )}
        <h3>{t('appl.attachments')}</h3>
        {annexList(a.jobApplAnnexModelList)}
        <h3>{t('appl.additionalInfo')}</h3>
        <p className="jr-pre">{a.additionalInfo || '—'}</p>
      </Card>

      <Card className="jr-card">
        <h2>{t('appl.comments')}</h2>
        <Fields
          rows={[
            [t('appl.mcComments'), a.mcCommentsToStudent],
            [t('appl.eventRemark'), a.eventRemark],
          ]}
        />
        <h3>{t('appl.requestRounds')}</h3>
        {(a.eventRequestDocumentList ?? []).length ? (
          <ol className="jr-rounds">
            {(a.eventRequestDocumentList ?? []).map((r, i) => (
              <li key={i}>
                <p className="jr-pre">
                  <strong>{t('appl.round', { n: i + 1 })}</strong>
                  {r.eventDate ? ` · ${formatDate(r.eventDate)}` : ''} {r.eventRemark}
                </p>
                {annexList(r.jobApplAnnexModelList)}
              </li>
            ))}
          </ol>
        ) : (
          <p className="jr-muted">{t('common.none')}</p>
        )}
        <h3>{t('appl.documentsAttached')}</h3>
        {(a.eventDocumenAttachedList ?? []).length ? (
          <ul className="jr-files">
            {(a.eventDocumenAttachedList ?? []).map((r, i) => (
              <li key={i} className="jr-pre">
                {r.eventDate ? `${formatDate(r.eventDate)} · ` : ''}
                {r.eventRemark}
              </li>
            ))}
          </ul>
        ) : (
          <p className="jr-muted">{t('common.none')}</p>
        )}
        <h3>{t('appl.dialogRemarks')}</h3>
        {dialogs.length ? <Fields rows={dialogs} /> : <p className="jr-muted">{t('common.none')}</p>}
      </Card>

      <HistoryTimeline events={events} statusKey={applStatusKey} />

      <div className="jr-footer-actions">
        {buttons.reject && (
          <Button
            intent="danger"
            icon="cross"
            loading={decision.pending}
            onClick={() => decision.start(a, 'reject', false)}
          >
            {t('action.reject')}
          </Button>
        )}
        {buttons.approve && (
          <Button
            intent="success"
            icon="tick"
            loading={decision.pending}
            onClick={() => decision.start(a, 'approve', buttons.commentRequired)}
          >
            {t('action.approve')}
          </Button>
        )}
        {!buttons.approve && !buttons.reject && !isConvener(s.programme) && (
          <p className="jr-muted">{t('common.viewOnly')}</p>
        )}
      </div>
      {decision.dialogs}
    </div>
  );
}
