import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { useWriteBy } from '@core/client/data/useWrite';
import { deleteKeyDocument, downloadKeyDocument, submitKeyDocument } from '../calls';
import { isExemption } from '../rules';
import type { KeyDocument } from '../types';
import { ViewerDialog } from '../viewer/ViewerDialog';
import { FileTypeTableDialog } from './FileTypeTableDialog';
import { UploadDialog, type UploadTarget } from './UploadDialog';
import { studentLabel } from './labels';
import { useKeyDocumentParams } from './useParams';

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

/**
 * The key documents' actions and their dialogs (spec 002 §6 'Key document actions'): View for
 * everyone, Download, and Replace, Submit and Delete where the server says the caller may. The screen places
 * `actions(doc)` in its rows, `dialogs` once, and opens the upload forms with `upload(target)`.
 */
export function useDocumentActions(onChanged: () => void, cohortModuleId?: number | null) {
  const { t } = useTranslation('key-documents');
  const params = useKeyDocumentParams();
  const { run, pending } = useClickGuard();
  const [viewing, setViewing] = useState<KeyDocument | null>(null);
  const [upload, setUpload] = useState<UploadTarget | null>(null);
  const [confirm, setConfirm] = useState<{ doc: KeyDocument; what: 'delete' | 'submit' } | null>(null);
  const [typesOpen, setTypesOpen] = useState(false);
  // Each changes the area's lists wherever they are shown (their own grids reload by onChanged).
  const remove = useWriteBy(deleteKeyDocument, ['keyDocument']).send;
  const submit = useWriteBy(submitKeyDocument, ['keyDocument']).send;

  const download = (doc: KeyDocument) =>
    void run(async () => {
      try {
        await downloadKeyDocument(doc);
      } catch (e) {
        // A link past its hour (or its session) is refused: the rows are read again with new links.
        console.warn('The key document could not be downloaded:', e);
        void toast.error(t('viewer.failed'));
        onChanged();
      }
    });

  const decide = async () => {
    if (!confirm) return;
    const { doc, what } = confirm;
    await run(async () => {
      try {
        if (what === 'delete') await remove(doc);
        else await submit(doc);
        void toast.success(what === 'delete' ? t('msg.deleted') : t('msg.submitted'));
        onChanged();
      } catch (e) {
        void toast.error(errorText(e));
      }
    });
    setConfirm(null);
  };

  const replace = (doc: KeyDocument) => setUpload({ exemption: isExemption(doc), doc, student: studentLabel(doc) });

  const actions = (doc: KeyDocument): ReactNode => {
    // What the caller may do with this document now: the server's rules (002 §4, §6), with the row.
    const more = doc.actions;
    const name = doc.fileName;
    return (
      <div className="kd-row-actions">
        <Button
          size="small"
          icon="eye-open"
          onClick={() => setViewing(doc)}
          aria-label={t('action.viewNamed', { name })}
        >
          {t('action.view')}
        </Button>
        <Popover
          placement="bottom-end"
          content={
            <Menu aria-label={t('action.actionsFor', { name })}>
              <MenuItem icon="download" text={t('action.download')} onClick={() => download(doc)} />
              {more.replace && (
                <MenuItem
                  icon="refresh"
                  text={isExemption(doc) ? t('action.replaceExemption') : t('action.replace')}
                  onClick={() => replace(doc)}
                />
              )}
              {more.submit && (
                <MenuItem
                  icon="endorsed"
                  intent="success"
                  text={t('action.submit')}
                  onClick={() => setConfirm({ doc, what: 'submit' })}
                />
              )}
              {more.delete && (
                <MenuItem
                  icon="trash"
                  intent="danger"
                  text={t('action.delete')}
                  onClick={() => setConfirm({ doc, what: 'delete' })}
                />
              )}
            </Menu>
          }
        >
          <Button size="small" endIcon="caret-down" aria-label={t('action.actionsFor', { name })}>
            {t('action.more')}
          </Button>
        </Popover>
      </div>
    );
  };

  const dialogs = (
    <>
      <ViewerDialog doc={viewing} onClose={() => setViewing(null)} onDownload={download} />
      <UploadDialog
        target={upload}
        fileTypes={params.fileTypes}
        exemptType={params.exemptType}
        maxMb={params.maxMb}
        cohortModuleId={cohortModuleId}
        onClose={() => setUpload(null)}
        onDone={(message) => {
          setUpload(null);
          void toast.success(message);
          onChanged();
        }}
      />
      <Dialog
        isOpen={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('confirm.title')}
        icon={confirm?.what === 'delete' ? 'trash' : 'endorsed'}
        className="kd-dialog"
      >
        <DialogBody>
          <p>{confirm?.what === 'delete' ? t('confirm.delete') : t('confirm.submit')}</p>
          {confirm && <p className="kd-muted">{confirm.doc.fileName}</p>}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => setConfirm(null)}>{t('action.no')}</Button>
              <Button
                intent={confirm?.what === 'delete' ? 'danger' : 'primary'}
                loading={pending}
                onClick={() => void decide()}
              >
                {t('action.yes')}
              </Button>
            </>
          }
        />
      </Dialog>
      <FileTypeTableDialog
        isOpen={typesOpen}
        fileTypes={params.allTypes}
        exemptTypeId={params.exemptType?.paramId ?? null}
        onClose={() => setTypesOpen(false)}
      />
    </>
  );

  return {
    actions,
    dialogs,
    params,
    upload: setUpload,
    showFileTypes: () => setTypesOpen(true),
  };
}
