import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, FileInput, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toast } from '@core/client/ui/toaster';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import { RecordTable, type RecordTableLook } from '@core/client/ui/tables/RecordTable';
import './setup.css';
import { downloadTemplate, rowErrorsOf, uploadSetup, type RowError } from './setupApi';

const ERRORS_LOOK: RecordTableLook = { wrap: 'setup-errors', blueprint: true };

/** The file's faults, one row each: sheet row, column (or the whole row), reason. */
function RowErrorsTable({ rows }: { rows: RowError[] }) {
  const { t } = useTranslation('programmes');
  if (rows.length === 0) return null;
  return (
    <RecordTable
      look={ERRORS_LOOK}
      label={t('upload.errorsLabel')}
      rows={rows}
      rowKey={(_, i) => i}
      columns={[
        { header: t('upload.row'), cell: (e) => e.row },
        { header: t('upload.column'), cell: (e) => e.column || t('upload.wholeRow') },
        { header: t('upload.reason'), cell: (e) => e.reason },
      ]}
    />
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
      <ConfirmFooter confirmText={t('upload.save')} pending={busy} onCancel={close} onConfirm={() => void save()} />
    </Dialog>
  );
}
