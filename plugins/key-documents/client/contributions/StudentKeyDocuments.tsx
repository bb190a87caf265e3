import { useMemo } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import type { PageRequest } from '@core/client/ui/DataGrid';
import { LazyDataGrid } from '@core/client/ui/LazyDataGrid';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { searchKeyDocuments } from '../calls';
import { KeyDocumentTable } from '../components/KeyDocumentTable';
import { useDocumentActions } from '../components/useDocumentActions';
import { canUpload, type Actor } from '../rules';
import '../keyDocuments.css';

/**
 * The student summary's key documents (spec 002 §2 'Student summary'): the student's documents
 * with their actions, and the upload and exempted-hours forms for this student.
 */
export default function StudentKeyDocuments({
  roleCodes,
  studentModuleId,
}: ModuleSummaryProps & { studentModuleId: number }) {
  const { t } = useTranslation('key-documents');
  const s = useSession();
  const actor: Actor = useMemo(() => ({ userId: s.userInfo.userId, roleCodes }), [s.userInfo.userId, roleCodes]);
  const docs = useDocumentActions();
  const fetchPage = (p: PageRequest, signal?: AbortSignal) =>
    searchKeyDocuments({ studentModuleId, keyDocumentStatusList: [] }, p, signal);
  return (
    <Card className="kd-section" aria-labelledby="kd-section-title">
      <div className="kd-title-row">
        <h2 id="kd-section-title">{t('title')}</h2>
        {canUpload(actor) && (
          <div className="kd-toolbar-buttons">
            <Button intent="primary" icon="upload" onClick={() => docs.upload({ exemption: false, studentModuleId })}>
              {t('action.upload')}
            </Button>
            <Button icon="time" onClick={() => docs.upload({ exemption: true, studentModuleId })}>
              {t('action.uploadExemption')}
            </Button>
          </div>
        )}
      </div>
      <KeyDocumentTable of="student" grid={LazyDataGrid} docs={docs} fetch={fetchPage} reloadKey={studentModuleId} />
    </Card>
  );
}
