import type { ReplyOf } from '@core/client/data/call';
import type { referenceCalls } from '@schemas/core/reference';
import type { keyDocumentCalls } from '@schemas/key-documents/calls';

/** One key document as the lists answer it (spec 002 §3 'Key document'), typed from the reply schema. */
export type KeyDocument = ReplyOf<typeof keyDocumentCalls.search>['list'][number];

/** One option of a system parameter segment (commonDropDown/searchSysParam). */
export type SysParam = ReplyOf<typeof referenceCalls.searchSysParam>[number];

/** One academic supervisor of the AS filter (keyDocument/searchAcademic). */
export type SupervisorOption = ReplyOf<typeof keyDocumentCalls.searchAcademic>[number];

/** One student an upload may name (keyDocument/searchStudent). */
export type StudentOption = ReplyOf<typeof keyDocumentCalls.searchStudent>[number];
