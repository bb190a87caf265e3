import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { KEY_DOCUMENT_TYPES } from '@schemas/key-documents/fileTypes';
import type { SysParam } from '../types';

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
        <HTMLTable compact striped className="kd-type-table">
          <thead>
            <tr>
              <th scope="col">{t('fileTypes.no')}</th>
              <th scope="col">{t('col.fileType')}</th>
            </tr>
          </thead>
          <tbody>
            {fileTypes.map((p, i) => (
              <tr key={p.paramId}>
                <td>{i + 1}</td>
                <td>
                  {p.parmValue1}
                  {p.paramId === exemptTypeId && <span className="kd-muted"> ({t('fileTypes.exemption')})</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <p className="kd-muted">{t('fileTypes.accepted', { types: KEY_DOCUMENT_TYPES.join(', ') })}</p>
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>{t('action.close')}</Button>} />
    </Dialog>
  );
}
