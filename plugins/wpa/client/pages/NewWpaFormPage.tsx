import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReplyOf } from '@core/client/data/call';
import { useCall } from '@core/client/data/useCall';
import { wpaCalls } from '@schemas/wpa/calls';
import { useChosen, useRouteRef } from '@core/client/extensions/Extensions';
import { wpaContract } from '@schemas/wpa/contract';
import { modulesContract } from '@schemas/modules/contract';
import { ResultDialog } from '../components/ConfirmDialog';
import { PaperFormCard } from '../components/offline/PaperFormCard';
import { useOfflineForm } from '../components/offline/useOfflineForm';
import { WpaFormFields } from '../form/WpaFormFields';
import { wpaStorage } from '../wpaStorage';
import '../wpa.css';

/** 'Fill in WPA Form' (spec 002 §2): the offline WPA of the chosen student module (the modules area's choice). */
export default function NewWpaFormPage() {
  const { t } = useTranslation('wpa');
  const studentModuleId = useChosen(modulesContract.choices.studentModule);
  if (!studentModuleId) return <NonIdealState icon="person" title={t('common.noStudent')} />;
  return <NewWpaForm studentModuleId={studentModuleId} />;
}

/** The form, once its questions are read: loaded separately so that the form's hook always runs. */
function NewWpaForm({ studentModuleId }: { studentModuleId: number }) {
  const { t } = useTranslation('wpa');
  const { data: questions, error } = useCall(wpaCalls.searchWpaQuestion, { studentModuleId });
  if (error) return <NonIdealState icon="error" title={t('common.notLoaded')} />;
  if (!questions) return <Spinner aria-label={t('common.loading')} />;
  return <OfflineForm studentModuleId={studentModuleId} asked={questions.questionList} />;
}

function OfflineForm({
  studentModuleId,
  asked,
}: {
  studentModuleId: number;
  asked: ReplyOf<typeof wpaCalls.searchWpaQuestion>['questionList'];
}) {
  const { t } = useTranslation('wpa');
  const navigate = useNavigate();
  const review = useRouteRef(wpaContract.routes.review);
  const f = useOfflineForm(
    studentModuleId,
    asked.map((q) => q.questionNo),
  );
  const { errors, done } = f;

  return (
    <div className="wil-page wpa-page">
      <h1>{t('form.title')}</h1>
      <p className="wpa-muted">{t('form.intro')}</p>
      {f.showFix && (
        <Callout intent="danger" role="alert" className="wpa-form-error">
          {t('form.fix')}
        </Callout>
      )}
      <WpaFormFields
        values={f.values}
        errors={errors}
        onChange={f.set}
        questions={asked}
        variant="offline"
        idPrefix="wpa-offline"
        signature={{ value: f.signature, onChange: f.setSignature }}
      />
      <PaperFormCard paper={f.paper} error={errors.file} onChange={f.setPaper} />
      <div className="wpa-actions">
        <Button intent="primary" icon="tick" large loading={f.pending} onClick={() => void f.submit()}>
          {t('form.submit')}
        </Button>
      </div>
      <ResultDialog
        message={done === null ? null : t('rule.offlineDone')}
        onDone={() => {
          if (done !== null) wpaStorage.setWpaApplId(done);
          f.setDone(null);
          if (review) navigate(review({}));
        }}
      />
    </div>
  );
}
