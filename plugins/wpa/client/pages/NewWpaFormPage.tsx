import { useState } from 'react';
import { Button, Callout, Card, FileInput, FormGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { isoDate } from '@core/client/format';
import { useCall } from '@core/client/data/useCall';
import { wpaCalls } from '@schemas/wpa/calls';
import { useChosen, useRouteRef } from '@core/client/extensions/Extensions';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { PAPER_FORM_TYPES } from '@schemas/wpa/limits';
import { wpaContract } from '@schemas/wpa/contract';
import { insertOffline } from '../calls';
import { ResultDialog } from '../components/ConfirmDialog';
import { SignatureField } from '../form/SignatureField';
import type { SignatureImage } from '../form/SignatureDialog';
import { WpaFormFields, type WpaFormErrors, type WpaFormValues } from '../form/WpaFormFields';
import { WPA_MSG } from '@schemas/wpa/limits';
import { wpaFormErrors } from '../../shared/formRules';
import { offlineModel, useRuleMessage } from '../rules';
import { wpaStorage } from '../wpaStorage';
import { modulesContract } from '@schemas/modules/contract';
import '../wpa.css';

/** 'Fill in WPA Form' (spec 002 §2): the offline WPA of the chosen student module (the modules area's choice). */
export default function NewWpaFormPage() {
  const { t } = useTranslation('wpa');
  const studentModuleId = useChosen(modulesContract.choices.studentModule);
  if (!studentModuleId) return <NonIdealState icon="person" title={t('common.noStudent')} />;
  return <NewWpaForm studentModuleId={studentModuleId} />;
}

const PAPER_ACCEPT = PAPER_FORM_TYPES.map((e) => `.${e}`).join(',');

function NewWpaForm({ studentModuleId }: { studentModuleId: number }) {
  const { t } = useTranslation('wpa');
  const message = useRuleMessage();
  const navigate = useNavigate();
  const review = useRouteRef(wpaContract.routes.review);
  const { run, pending } = useClickGuard();
  const { data: questions, error } = useCall(wpaCalls.searchWpaQuestion, { studentModuleId });
  // Spec 002 §5: the signature date defaults to today.
  const [values, setValues] = useState<WpaFormValues>(() => ({ signatureDate: isoDate(new Date()) }));
  const [signature, setSignature] = useState<SignatureImage | null>(null);
  const [paper, setPaper] = useState<File | null>(null);
  const [faults, setFaults] = useState<WpaFormErrors | null>(null);
  const [done, setDone] = useState<number | null>(null);

  if (error) return <NonIdealState icon="error" title={t('common.notLoaded')} />;
  if (!questions) return <Spinner aria-label={t('common.loading')} />;

  const asked = questions.questionList;
  // The offline variant of 002 §5 (the server applies the same), and the two files it requires.
  const check = (v: WpaFormValues, s: SignatureImage | null, p: File | null): Record<string, string> => ({
    ...(wpaFormErrors(v, { variant: 'offline', questionNos: asked.map((q) => q.questionNo) }) as Record<
      string,
      string
    >),
    ...(s ? {} : { signatureImg: WPA_MSG.signatureImage }),
    ...(p ? {} : { file: WPA_MSG.paperForm }),
  });
  // Once a submit has shown the faults, they follow the user's corrections.
  const errors: WpaFormErrors = faults
    ? Object.fromEntries(Object.entries(check(values, signature, paper)).map(([k, m]) => [k, message(m)]))
    : {};

  const submit = () =>
    run(async () => {
      const found = check(values, signature, paper);
      if (Object.keys(found).length) {
        setFaults(found);
        // The first field in error takes the focus (its message is under it).
        requestAnimationFrame(() =>
          (document.querySelector('.wpa-page [aria-invalid="true"]') as HTMLElement | null)?.focus(),
        );
        return;
      }
      setFaults(null);
      try {
        const reply = await insertOffline(offlineModel(studentModuleId, values), signature!.blob, paper!);
        setDone(reply.wpaApplId);
      } catch (e) {
        void toast.error(e instanceof ApiError ? message(e.message) : String(e));
      }
    });

  return (
    <div className="wil-page wpa-page">
      <h1>{t('form.title')}</h1>
      <p className="wpa-muted">{t('form.intro')}</p>
      {faults && Object.keys(errors).length > 0 && (
        <Callout intent="danger" role="alert" className="wpa-form-error">
          {t('form.fix')}
        </Callout>
      )}
      <WpaFormFields
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        questions={asked}
        variant="offline"
        idPrefix="wpa-offline"
        signature={
          <SignatureField
            id="wpa-offline-signature-img"
            label={t('field.signatureImg')}
            value={signature}
            error={errors.signatureImg}
            onChange={setSignature}
          />
        }
      />
      <Card className="wpa-card" aria-labelledby="wpa-paper">
        <h2 id="wpa-paper">{t('field.paperForm')}</h2>
        <FormGroup
          label={t('field.paperForm')}
          labelFor="wpa-paper-file"
          labelInfo="*"
          intent={errors.file ? 'danger' : 'none'}
          helperText={errors.file ?? t('form.paperHint')}
        >
          <FileInput
            fill
            text={paper ? paper.name : t('form.choosePaper')}
            buttonText={t('common.browse')}
            hasSelection={Boolean(paper)}
            inputProps={{
              id: 'wpa-paper-file',
              accept: PAPER_ACCEPT,
              'aria-invalid': Boolean(errors.file),
            }}
            onInputChange={(e) => setPaper(e.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
      </Card>
      <div className="wpa-actions">
        <Button intent="primary" icon="tick" large loading={pending} onClick={() => void submit()}>
          {t('form.submit')}
        </Button>
      </div>
      <ResultDialog
        message={done === null ? null : t('rule.offlineDone')}
        onDone={() => {
          if (done !== null) wpaStorage.setWpaApplId(done);
          setDone(null);
          if (review) navigate(review({}));
        }}
      />
    </div>
  );
}
