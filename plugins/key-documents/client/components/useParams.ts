import { useLoaded } from '@core/client/data/useCall';
import { fileSizeLimit, searchSysParam } from '../calls';
import { DEFAULT_KEY_DOCUMENT_MAX_MB } from '@schemas/key-documents/fileTypes';
import { EXEMPT } from '@schemas/key-documents/keyDocuments';
import type { SysParam } from '../types';

export interface KeyDocumentParams {
  /** Every KEY_DOCUMENT_FILE_TYPE, the exemption's too (filters, the file-type table). */
  allTypes: SysParam[];
  /** The types a key document is uploaded as (all but the exemption's). */
  fileTypes: SysParam[];
  /** KEY_DOCUMENT_FILE_TYPE code EXEMPT. */
  exemptType: SysParam | null;
  /** SYSTEM_CONFIG KEY_DOCUMENT_FILE_SIZE, 10 MB when none is configured (spec 002 §5). */
  maxMb: number;
}

async function loadParams(): Promise<KeyDocumentParams> {
  const [all, exempt, mb] = await Promise.all([
    searchSysParam('KEY_DOCUMENT_FILE_TYPE'),
    searchSysParam('KEY_DOCUMENT_FILE_TYPE', EXEMPT),
    fileSizeLimit().catch(() => null),
  ]);
  const exemptType = exempt[0] ?? null;
  return {
    allTypes: all,
    fileTypes: all.filter((p) => p.paramId !== exemptType?.paramId),
    exemptType,
    maxMb: mb ?? DEFAULT_KEY_DOCUMENT_MAX_MB,
  };
}

const EMPTY: KeyDocumentParams = { allTypes: [], fileTypes: [], exemptType: null, maxMb: DEFAULT_KEY_DOCUMENT_MAX_MB };

/** The file types and the size limit, shared by the screens and dialogs of the area. */
export function useKeyDocumentParams(): KeyDocumentParams {
  // The parameters change only with an administrator's edit: read once while the shell is open.
  const { data } = useLoaded(['commonDropDown', 'keyDocumentParams'], loadParams, { stable: true });
  return data ?? EMPTY;
}
