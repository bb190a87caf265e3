import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChosen } from '@core/client/extensions/Extensions';
import { useCall } from '@core/client/data/useCall';
import { keyDocumentCalls } from '@schemas/key-documents/calls';
import { useSession } from '@core/client/session/SessionContext';
import { DataGrid, type PageRequest } from '@core/client/ui/DataGrid';
import { searchKeyDocuments, type KeyDocumentFilter } from '../calls';
import { KeyDocumentTable } from '../components/KeyDocumentTable';
import { EMPTY_FILTER, Filters, type FilterValues } from '../components/Filters';
import { KeyDocumentTitleRow, NoChosenModule } from '../components/PageHeader';
import { useDocumentActions } from '../components/useDocumentActions';
import { useDebounced } from '@core/client/ui/useDebounced';
import { modulesContract } from '@schemas/modules/contract';
import { canUpload, type Actor } from '../rules';
import '../keyDocuments.css';

/**
 * Key Documents of one module (spec 002 §2 /academic/keyDocument): the table with its filters,
 * paged and sorted by the server; upload, replace, exempted hours, the viewer and the file-type
 * table; Download. The module is the chosen one (modulesContract.choices: the modules area's).
 */
export default function KeyDocumentPage() {
  const { t } = useTranslation('key-documents');
  const s = useSession();
  const cohortModuleId = useChosen(modulesContract.choices.cohortModule);
  const roleCodes = useMemo(() => s.programme?.roleCodes ?? [], [s.programme]);
  const actor: Actor = useMemo(() => ({ userId: s.userInfo.userId, roleCodes }), [s.userInfo.userId, roleCodes]);
  // An academic supervisor sees their own students only, and no AS filter (spec 002 §6).
  const supervisorOnly =
    roleCodes.includes('ACADEMIC_SUPERVISOR') &&
    !roleCodes.includes('MODULE_CONVENER') &&
    !roleCodes.includes('PROGRAMME_LEADER');
  const uploads = canUpload(actor);

  const [filter, setFilter] = useState<FilterValues>(EMPTY_FILTER);
  const [studentId] = useDebounced(filter.studentAcctId);

  const supervisors = useCall(
    keyDocumentCalls.searchAcademic,
    cohortModuleId && !supervisorOnly ? { cohortModuleId } : null,
    { errors: 'silent' },
  ).data;
  // The upload's student is picked by searching the module's students on the server (issue 36).
  const docs = useDocumentActions(cohortModuleId);
  const query: KeyDocumentFilter = {
    cohortModuleId,
    studentAcctId: studentId.trim() || null,
    keyDocumentStatusList: filter.statuses,
    startDate: filter.startDate || null,
    endDate: filter.endDate || null,
    fileType: filter.fileType,
    academicSupervisorUserId: supervisorOnly ? null : filter.academicSupervisorUserId,
  };
  const key = JSON.stringify([query, s.programme?.cohortProgId]);

  // The grid asks the newest fetchPage when the key (everything the request reads) changes.
  const fetchPage = (p: PageRequest, signal?: AbortSignal) =>
    cohortModuleId ? searchKeyDocuments(query, p, signal) : Promise.resolve({ list: [], total: 0 });

  if (!cohortModuleId) return <NoChosenModule />;

  return (
    <div className="wil-page kd-page">
      <KeyDocumentTitleRow
        uploads={uploads}
        onUpload={(exemption) => docs.upload({ exemption })}
        onFileTypes={docs.showFileTypes}
      />
      <p className="kd-muted kd-help">{t('help', { n: docs.params.maxMb })}</p>
      <Filters
        value={filter}
        onChange={setFilter}
        fileTypes={docs.params.allTypes}
        supervisors={supervisorOnly ? undefined : supervisors}
        onReset={() => setFilter(EMPTY_FILTER)}
      />
      <KeyDocumentTable of="module" grid={DataGrid} docs={docs} fetch={fetchPage} reloadKey={key} />
    </div>
  );
}
