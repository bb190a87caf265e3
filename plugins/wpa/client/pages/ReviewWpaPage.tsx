import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCall } from '@core/client/data/useCall';
import { wpaCalls } from '@schemas/wpa/calls';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { NotesPanel } from '../components/NotesPanel';
import { WpaStatusTag } from '../components/StatusTag';
import { useWpaActions } from '../components/useWpaActions';
import { PartOne, PartTwoComments, PartTwoRatings } from '../components/WpaContent';
import { OfflineNote } from '../components/review/OfflineNote';
import { StudentCard } from '../components/review/StudentCard';
import { wpaStorage } from '../wpaStorage';
import '../wpa.css';

const ACTION_KEYS = ['approve', 'returnToStudent', 'resend', 'terminate', 'accept', 'reject', 'adjustWeight'] as const;

/** Review WPA Form detail (spec 001 §2, 002 §2): the WPA id comes from browser storage. */
export default function ReviewWpaPage() {
  const { t } = useTranslation('wpa');
  const id = wpaStorage.wpaApplId();
  if (!id) return <NonIdealState icon="document" title={t('common.noWpa')} />;
  return <ReviewWpa wpaApplId={id} />;
}

function ReviewWpa({ wpaApplId }: { wpaApplId: number }) {
  const { t } = useTranslation('wpa');
  const { data: wpa, error, reload } = useCall(wpaCalls.searchById, { wpaApplId }, { errors: 'silent' });
  const { data: questions } = useCall(wpaCalls.searchWpaQuestion, wpa ? { wpaApplId } : null);
  const actions = useWpaActions(wpa, reload);

  if (error)
    return (
      <div className="wil-page wpa-page">
        <Callout intent="danger" role="alert" className="wpa-banner">
          {error.message}
        </Callout>
      </div>
    );
  if (!wpa) return <Spinner aria-label={t('common.loading')} />;

  const can = wpa.actions;
  const reason = wpa.wpaStatus === 'RETURNED_TO_STUDENT' ? (wpa.returnReason ?? '') : '';
  // PL (and anyone the machine gives no action) is told why there are no buttons.
  const noAction = !ACTION_KEYS.some((k) => can[k]);

  return (
    <div className="wil-page wpa-page">
      {reason && (
        <Callout intent="warning" icon="undo" className="wpa-banner" role="status">
          {t('review.returnedBanner', { reason })}
        </Callout>
      )}
      <div className="wpa-title-row">
        <h1>{t('review.title')}</h1>
        <WpaStatusTag status={wpa.wpaStatus} large />
        {can.print && (
          <Button
            icon="print"
            style={{ marginLeft: 'auto' }}
            loading={actions.printing}
            onClick={() => void actions.print()}
          >
            {t('review.print')}
          </Button>
        )}
      </div>

      {wpa.offline && <OfflineNote wpa={wpa} />}
      <StudentCard wpa={wpa} />

      {can.content && (
        <>
          <PartOne
            wpa={wpa}
            chosen={
              wpa.selectStudentOrIs === 'STUDENT' || wpa.selectStudentOrIs === 'IS' ? wpa.selectStudentOrIs : null
            }
          />
          {questions ? <PartTwoRatings wpa={wpa} questions={questions} /> : <Spinner size={20} />}
          <PartTwoComments wpa={wpa} signatureUrl={wpa.signatureImgUrl} fromPaper={wpa.signatureFromPaper} />
        </>
      )}

      {can.notesPanel && can.editNotes && (
        <NotesPanel
          remarks={wpa.remarks ?? ''}
          comments={wpa.comments ?? ''}
          key={wpa.lastUpdatedDate}
          editable
          pending={actions.pending}
          onSave={(r, c) => void actions.saveNotes(r, c)}
        />
      )}

      <HistoryTimeline events={wpa.eventList} />

      <div className="wpa-actions wpa-decisions">
        {actions.buttons}
        {noAction && <p className="wpa-muted">{t('review.viewOnly')}</p>}
      </div>
      {actions.dialogs}
    </div>
  );
}
