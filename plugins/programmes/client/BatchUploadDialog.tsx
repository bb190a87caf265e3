import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, FileInput, FormGroup, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toast } from '@core/client/ui/toaster';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import './setup.css';
import { downloadTemplate, rowErrorsOf, uploadSetup, type RowError } from './setupApi';

/** The file's faults, one row each: sheet row, column (or the whole row), reason. */
function RowErrorsTable({ rows }: { rows: RowError[] }) {
  const { t } = useTranslation('programmes');
  if (rows.length === 0) return null;
  return (
    <div className="setup-errors">
      <HTMLTable compact striped aria-label={t('upload.errorsLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('upload.row')}</th>
            <th scope="col">{t('upload.column')}</th>
            <th scope="col">{t('upload.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e, i) => (
            <tr key={i}>
              <td>{e.row}</td>
              <td>{e.column || t('upload.wholeRow')}</td>
              <td>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/**
 * Batch Upload WIL Programme Setup (spec 001 §2): one .xlsx or .xls file; Save & Upload, Cancel.
 * The calls go for the selected cohort programme (the kernel sends it with every call).
 */
export function BatchUploadDialog({ isOpen, onClose, onDone }: { isOpen: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('programmes');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);

  const close = () => {
    setFile(null);
    setError(null);
    setRowErrors([]);
    onClose();
  };

  const save = async () => {
    if (!file) {
      setError(t('upload.chooseFile'));
      return;
    }
    setBusy(true);
    setError(null);
    setRowErrors([]);
    try {
      const r = await uploadSetup(file);
      void toast.success(t('upload.done', r));
      onDone();
      close();
    } catch (e) {
      setError((e as Error).message);
      setRowErrors(rowErrorsOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('upload.title')} style={{ width: 760 }}>
      <DialogBody>
        <p>{t('upload.intro')}</p>
        <Button
          className="setup-template"
          icon="download"
          variant="outlined"
          text={t('upload.template')}
          onClick={() => downloadTemplate().catch((e: Error) => void toast.error(e.message))}
        />
        <FormGroup label={t('upload.file')} labelFor="setup-file" className="setup-file">
          <FileInput
            fill
            hasSelection={file !== null}
            text={file?.name ?? t('upload.choose')}
            buttonText={t('upload.browse')}
            inputProps={{
              id: 'setup-file',
              accept: '.xlsx,.xls',
              onChange: (e) => {
                setFile(e.currentTarget.files?.[0] ?? null);
                setError(null);
                setRowErrors([]);
              },
            }}
          />
        </FormGroup>
        {error && (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        )}
        <RowErrorsTable rows={rowErrors} />
      </DialogBody>
      <ConfirmFooter
        cancelText={t('cancel')}
        confirmText={t('upload.save')}
        pending={busy}
        onCancel={close}
        onConfirm={() => void save()}
      />
    </Dialog>
  );
}
