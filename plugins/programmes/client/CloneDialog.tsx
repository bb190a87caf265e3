import { useState } from 'react';
import { Alert, Callout, Dialog, DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import { cloneSetup } from './setupApi';
import type { CohortProgrammeRow } from './programmeApi';

/** The target cohort already has a setup: replace it, or not (the server's CONFLICT message). */
function ReplaceAlert({
  message,
  onCancel,
  onReplace,
}: {
  message: string | null;
  onCancel: () => void;
  onReplace: () => void;
}) {
  const { t } = useTranslation('programmes');
  return (
    <Alert
      isOpen={message !== null}
      intent="warning"
      icon="warning-sign"
      confirmButtonText={t('clone.replace')}
      cancelButtonText={t('cancel')}
      onCancel={onCancel}
      onConfirm={onReplace}
    >
      <p>{message}</p>
    </Alert>
  );
}

/** The cohort to clone to (at most 4 characters), with the refusal under it. */
function CohortField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('programmes');
  return (
    <>
      <FormGroup label={t('clone.cohort')} labelFor="clone-cohort" helperText={t('clone.help')}>
        <InputGroup id="clone-cohort" maxLength={4} value={value} onValueChange={onChange} />
      </FormGroup>
      {error && (
        <Callout intent="danger" role="alert">
          {error}
        </Callout>
      )}
    </>
  );
}

/** Clone WIL Programme Setup (spec 001 §2, §5): a cohort field of at most 4 characters. */
export function CloneDialog({
  source,
  onClose,
  onDone,
}: {
  source: CohortProgrammeRow | null;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('programmes');
  const [cohort, setCohort] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const close = () => {
    setCohort('');
    setError(null);
    setConfirming(null);
    onClose();
  };

  const run = async (overwrite: boolean) => {
    if (!source) return;
    if (!cohort.trim()) {
      setError(t('clone.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await cloneSetup(source.cohortProgId, cohort.trim(), overwrite);
      void toast.success(t('savedSuccessfully'));
      onDone();
      close();
    } catch (e) {
      if (e instanceof ApiError && e.errorCode === 'CONFLICT') setConfirming(e.message);
      else setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog isOpen={source !== null} onClose={close} title={t('clone.title')} style={{ width: 520 }}>
        <DialogBody>
          {source && (
            <p>{t('clone.from', { prog: `${source.progCode} ${source.progTitle}`, cohort: source.cohortYear })}</p>
          )}
          <CohortField
            value={cohort}
            error={error}
            onChange={(v) => {
              setCohort(v);
              setError(null);
            }}
          />
        </DialogBody>
        <ConfirmFooter
          confirmText={t('clone.submit')}
          pending={busy}
          onCancel={close}
          onConfirm={() => void run(false)}
        />
      </Dialog>
      <ReplaceAlert
        message={confirming}
        onCancel={() => setConfirming(null)}
        onReplace={() => {
          setConfirming(null);
          void run(true);
        }}
      />
    </>
  );
}
