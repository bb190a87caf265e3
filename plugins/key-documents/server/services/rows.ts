import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Kernel } from '@core/server/kernel.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { KeyDocumentsTable } from '../tables.js';
import { actionsOf } from '../../shared/actions.js';
import { STUDENT_MODULES, type ModuleAccess } from './access.js';

/** How long a document's download link stays valid (it also ends with the session). */
export const FILE_LINK_TTL_SECONDS = 3600;

/** The stored columns a key document row answers as the table holds them. */
type Stored = Pick<
  Selectable<KeyDocumentsTable>,
  | 'keyDocumentId'
  | 'studentModuleId'
  | 'fileType'
  | 'fileDesc'
  | 'filePath'
  | 'fileName'
  | 'fileExt'
  | 'fileSize'
  | 'fileHash'
  | 'uploadedDate'
  | 'status'
  | 'code'
  | 'exemptedHours'
>;

/** A key document row as the statements below select it: the stored columns and what they join. */
export interface KeyDocumentRecord extends Stored {
  studentAcctId: string;
  cohortModuleId: number;
  firstName: string | null;
  lastName: string | null;
  academicSupervisorUserId: number | null;
  academicSupervisorUserName: string | null;
  fileTypeVal: string | null;
  uploadedBy: number | null;
  userName: string | null;
  userType: string | null;
  lastUpdatedDate: string;
}

/**
 * The columns of a key document row and the joins they need (`kd` the document): the student and
 * the assigned AS through the modules area's view, the file type's label, the uploader.
 */
export const rowColumns = sql`kd.key_document_id, s.student_acct_id, kd.student_module_id, sm.cohort_module_id,
    su.first_name, su.last_name, sm.academic_supervisor_user_id,
    nullif(trim(coalesce(au.first_name, '') || ' ' || coalesce(au.last_name, '')), '') as academic_supervisor_user_name,
    kd.file_type, ft.parm_value1 as file_type_val, kd.file_desc, kd.file_path, kd.file_name, kd.file_ext,
    kd.file_size, kd.file_hash, kd.uploaded_date, kd.uploaded_by,
    nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), '') as user_name,
    kd.user_type, kd.status, kd.code, kd.exempted_hours,
    to_char(kd.last_updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_updated_date`;

export const rowJoins = sql`join ${STUDENT_MODULES} sm on sm.student_module_id = kd.student_module_id
    join students s on s.student_id = sm.student_id
    join users su on su.user_id = s.user_id
    left join users au on au.user_id = sm.academic_supervisor_user_id
    left join sys_params ft on ft.param_id = kd.file_type
    left join users up on up.user_id = kd.uploaded_by`;

/** One document by id with its row's columns, or null. */
export const rowById = (keyDocumentId: number): RawBuilder<KeyDocumentRecord> =>
  sql<KeyDocumentRecord>`select ${rowColumns} from key_documents kd ${rowJoins} where kd.key_document_id = ${keyDocumentId}`;

/** A row as the API answers it: a signed link to the file, and what the caller may do with it. */
export function toReply(kernel: Kernel, actor: Actor, access: ModuleAccess, r: KeyDocumentRecord) {
  const { fileHash: _hash, ...row } = r;
  return {
    ...row,
    fileSize: Number(r.fileSize),
    exemptedHours: r.exemptedHours === null ? null : Number(r.exemptedHours),
    fileUrl: `/files/${r.filePath}?${kernel.files.suffix(r.filePath, actor.sessionId, FILE_LINK_TTL_SECONDS)}`,
    actions: actionsOf(access, r),
  };
}
