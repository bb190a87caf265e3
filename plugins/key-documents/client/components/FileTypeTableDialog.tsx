import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { RecordTable, type RecordTableLook } from '@core/client/ui/tables/RecordTable';
import { useTranslation } from 'react-i18next';
import { KEY_DOCUMENT_TYPES } from '@schemas/key-documents/fileTypes';
import type { SysParam } from '../types';

const TYPES_LOOK: RecordTableLook = { table: 'kd-type-table', blueprint: true };

/** A file type's name; the exemption's is marked. */
function FileTypeName({ type, exempt }: { type: SysParam; exempt: boolean }) {
  const { t } = useTranslation('key-documents');
  return (
    <>
      {type.parmValue1}
      {exempt && <span className="kd-muted"> ({t('fileTypes.exemption')})</span>}
    </>
  );
}

/** The file-type table (spec 002 §2): the kinds of key document a programme keeps. */
export function FileTypeTableDialog({
  isOpen,
  fileTypes,
  exemptTypeId,
  onClose,
}: {
  isOpen: boolean;
  fileTypes: SysParam[];
  /** The exemption's type (code EXEMPT), marked in the table. */
  exemptTypeId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('key-documents');
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('fileTypes.title')} icon="th" className="kd-dialog">
      <DialogBody>
        <RecordTable
          look={TYPES_LOOK}
          rows={fileTypes}
          rowKey={(p) => p.paramId}
          columns={[
            { header: t('fileTypes.no'), cell: (_, i) => i + 1 },
            { header: t('col.fileType'), cell: (p) => <FileTypeName type={p} exempt={p.paramId === exemptTypeId} /> },
          ]}
        />
        <p className="kd-muted">{t('fileTypes.accepted', { types: KEY_DOCUMENT_TYPES.join(', ') })}</p>
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>{t('action.close')}</Button>} />
    </Dialog>
  );
}
