import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { downloadKeyDocument } from '../calls';
import { isExemption } from '../rules';
import type { KeyDocument } from '../types';
import { ViewerDialog } from '../viewer/ViewerDialog';
import { ConfirmDocumentDialog } from './ConfirmDocumentDialog';
import { DocumentRowActions } from './DocumentRowActions';
import { FileTypeTableDialog } from './FileTypeTableDialog';
import { useDocumentDecision } from './useDocumentDecision';
import { UploadDialog, type UploadTarget } from './UploadDialog';
import { studentLabel } from './labels';
import { useKeyDocumentParams } from './useParams';

/**
 * The key documents' actions and their dialogs (spec 002 §6 'Key document actions'): View for
 * everyone, Download, and Replace, Submit and Delete where the server says the caller may. The screen places
 * `actions(doc)` in its rows, `dialogs` once, and opens the upload forms with `upload(target)`;
 * `refresh` changes after each change the actions made (KeyDocumentTable).
 */
export function useDocumentActions(cohortModuleId?: number | null) {
  const { t } = useTranslation('key-documents');
  // Bumped after each change, for the table to load its page again.
  const [refresh, setRefresh] = useState(0);
  const onChanged = () => setRefresh((n) => n + 1);
  const params = useKeyDocumentParams();
  const { run, pending } = useClickGuard();
  const [viewing, setViewing] = useState<KeyDocument | null>(null);
  const [upload, setUpload] = useState<UploadTarget | null>(null);
  const [typesOpen, setTypesOpen] = useState(false);
  const { confirm, setConfirm, decide } = useDocumentDecision(run, onChanged);

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

  const replace = (doc: KeyDocument) => setUpload({ exemption: isExemption(doc), doc, student: studentLabel(doc) });

  const actions = (doc: KeyDocument): ReactNode => (
    <DocumentRowActions
      doc={doc}
      onView={() => setViewing(doc)}
      onDownload={() => download(doc)}
      onReplace={() => replace(doc)}
      onConfirm={(what) => setConfirm({ doc, what })}
    />
  );

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
      <ConfirmDocumentDialog
        confirm={confirm}
        pending={pending}
        onYes={() => void decide()}
        onClose={() => setConfirm(null)}
      />
      <FileTypeTableDialog
        isOpen={typesOpen}
        fileTypes={params.allTypes}
        exemptTypeId={params.exemptType?.paramId ?? null}
        onClose={() => setTypesOpen(false)}
      />
    </>
  );

  return {
    refresh,
    actions,
    dialogs,
    params,
    upload: setUpload,
    showFileTypes: () => setTypesOpen(true),
  };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>;
