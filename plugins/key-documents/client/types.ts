import type { ReplyOf } from '@core/client/data/call';
import type { referenceCalls } from '@schemas/core/reference';
import type { keyDocumentCalls } from '@schemas/key-documents/calls';

/** One key document as the lists answer it (spec 002 §3 'Key document'), typed from the reply schema. */
export type KeyDocument = ReplyOf<typeof keyDocumentCalls.search>['list'][number];

/** One option of a system parameter segment (commonDropDown/searchSysParam). */
export type SysParam = ReplyOf<typeof referenceCalls.searchSysParam>[number];

export interface SupervisorOption {
  userId: number;
  userName: string;
}
