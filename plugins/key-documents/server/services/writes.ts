import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { KeyDocumentsDb } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { AppError, conflict, forbidden, validation } from '@core/server/http/appError.js';
import type { ReceivedFile } from '@core/server/http/multipartBody.js';
import { recordUpload } from '@core/server/files/uploadRecords.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import { EXEMPT, EXEMPTED_HOURS_MAX } from '@schemas/key-documents/keyDocuments.js';
import { keyDocumentMessages as m } from '@schemas/key-documents/messages.js';
import { mayDelete, mayUpload } from '../../shared/actions.js';
import { studentModuleAccess, type ModuleAccess } from './access.js';
import { documentWithAccess } from './search.js';
import { rowById, toReply, type KeyDocumentRecord } from './rows.js';
import '../tables.js';
import { studentFigures } from '../figures/studentFigures.js';

/** Where uploaded key documents are kept in the FileStore. */
export const KEY_DOCUMENT_FOLDER = 'key-documents';

const LOCKED =
  'This key document is submitted and locked (part of the Assessment Record): it can be viewed but not changed.';
const ALREADY_SUBMITTED = 'This key document is already submitted.';
const NOT_ALLOWED = 'Your role in this programme does not allow this action on this key document.';

/** An active KEY_DOCUMENT_FILE_TYPE parameter, or VALIDATION. */
async function fileTypeOf(db: KeyDocumentsDb, paramId: number | null | undefined) {
  if (!paramId) throw validation(m.fileTypeRequired);
  const p = await db
    .selectFrom('sysParams')
    .select(['paramId', 'code'])
    .where('paramId', '=', paramId)
    .where('segment', '=', 'KEY_DOCUMENT_FILE_TYPE')
    .where('active', '=', 'Y')
    .executeTakeFirst();
  if (!p) throw validation('The File Type is not one of the key document file types.');
  return p;
}

/** Spec 002 §5: required for an exemption, 0 to 999.99 with 2 decimals; refused on any other document. */
function exemptedHoursOf(exempt: boolean, hours: number | null | undefined): number | null {
  if (!exempt) {
    if (hours !== null && hours !== undefined)
      throw validation('Exempted Hours are recorded only with an exemption (File Type EXEMPT).');
    return null;
  }
  if (hours === null || hours === undefined) throw validation(m.exemptedHoursRequired);
  const cents = hours * 100;
  if (hours < 0 || hours > EXEMPTED_HOURS_MAX || Math.abs(cents - Math.round(cents)) > 1e-6) {
    throw validation(m.exemptedHoursRange);
  }
  return Math.round(cents) / 100;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Stores the file, then runs `write` in a transaction with its storage path; a write that fails
 * leaves nothing behind (the stored file is removed). Files that the committed change replaced
 * or deleted are removed afterwards (`discard`).
 */
async function withStoredFile<T>(
  kernel: Kernel,
  db: KeyDocumentsDb,
  file: ReceivedFile | null,
  write: (
    trx: KeyDocumentsDb,
    stored: { path: string; hash: string } | null,
    discard: (path: string) => void,
  ) => Promise<T>,
): Promise<T> {
  const stored = file
    ? { path: await kernel.store.save(KEY_DOCUMENT_FOLDER, file.bytes, file.ext), hash: sha256(file.bytes) }
    : null;
  const discarded: string[] = [];
  let result: T;
  try {
    result = await db.transaction().execute((trx) => write(trx, stored, (p) => discarded.push(p)));
  } catch (e) {
    if (stored) await kernel.store.delete(stored.path).catch(() => {});
    throw e;
  }
  for (const p of discarded) {
    await kernel.store
      .delete(p)
      .catch((e: unknown) => kernel.log.warn({ err: e, path: p }, 'key document file left in the store'));
  }
  return result;
}

/**
 * The document locked for a change, with the concurrency token checked (DOMAIN.md): a stale
 * token answers CONFLICT naming who changed it last.
 */
async function lockedDocument(trx: KeyDocumentsDb, keyDocumentId: number, token: string, submitted = LOCKED) {
  const r = await sql<{ status: string; lastUpdatedDate: string; lastUpdatedBy: string; who: string | null }>`
    select kd.status, to_char(kd.last_updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_updated_date,
           kd.last_updated_by,
           (select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where lower(u.account_id) = lower(kd.last_updated_by)) as who
      from key_documents kd where kd.key_document_id = ${keyDocumentId} for update`.execute(trx);
  const row = r.rows[0];
  if (!row) throw conflict('This key document was deleted by someone else. Please reload the list.');
  if (row.lastUpdatedDate.slice(0, 26) !== normalised(token)) {
    throw conflict(
      `This key document was changed by ${row.who ?? row.lastUpdatedBy} after you opened it. Please reload it and try again.`,
    );
  }
  if (row.status === 'SUBMITTED') throw new AppError('INVALID_STATE', submitted);
  return row;
}

/** The token as the server writes it (microseconds, UTC), for a client that sent it back reformatted. */
function normalised(token: string): string {
  const t = token.trim();
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?/.exec(t);
  if (!m) return t;
  return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(6, '0')}`;
}

/** True when the caller's token is the document's: only then is its status the one they saw. */
const current = (row: { lastUpdatedDate: string }, token: string) =>
  row.lastUpdatedDate.slice(0, 26) === normalised(token);

type DocumentEvent = {
  keyDocumentId: number;
  studentModuleId: number;
  action: 'UPLOAD' | 'REPLACE' | 'SUBMIT' | 'DELETE';
  fromStatus: string | null;
  toStatus: string | null;
  filePath: string | null;
  exemptedHours: number | null;
  remark?: string | null;
};

/**
 * A change's event row and the area's figures of the student module it touched
 * (kernel.counters), once at the end of its transaction.
 */
async function recordChange(kernel: Kernel, trx: KeyDocumentsDb, actor: Actor, e: DocumentEvent) {
  await trx
    .insertInto('keyDocumentEvents')
    .values({ ...e, remark: e.remark ?? null, createdBy: actor.userId })
    .execute();
  await kernel.counters.refresh(trx, [{ figures: studentFigures, keys: [e.studentModuleId] }]);
}

/** The event of a change to a stored document, from the row as it stood. */
const eventOf = (
  row: Pick<KeyDocumentRecord, 'keyDocumentId' | 'studentModuleId' | 'filePath' | 'exemptedHours'>,
  action: DocumentEvent['action'],
  fromStatus: string,
  toStatus: string | null,
): DocumentEvent => ({
  keyDocumentId: row.keyDocumentId,
  studentModuleId: row.studentModuleId,
  action,
  fromStatus,
  toStatus,
  filePath: row.filePath,
  exemptedHours: row.exemptedHours === null ? null : Number(row.exemptedHours),
});

async function savedRow(
  kernel: Kernel,
  trx: KeyDocumentsDb,
  actor: Actor,
  access: ModuleAccess,
  keyDocumentId: number,
) {
  const row = (await rowById(keyDocumentId).execute(trx)).rows[0] as KeyDocumentRecord;
  return toReply(kernel, actor, access, row);
}

/**
 * keyDocument/insert: an upload, or an exemption when the file type's code is EXEMPT (its hours
 * recorded with it), for one student module the caller may act on; DRAFT.
 */
export async function insertKeyDocument(
  kernel: Kernel,
  db: KeyDocumentsDb,
  scope: CallScope,
  actor: Actor,
  body: PayloadOf<typeof keyDocumentCalls.insert>,
  file: ReceivedFile,
) {
  const type = await fileTypeOf(db, body.fileType);
  const { access, sm } = await studentModuleAccess(db, scope, actor, body.studentModuleId);
  if (!mayUpload(access))
    throw forbidden(m.uploadHelp.replace('Academic user', 'module conveners and academic supervisors'));
  const code = type.code === EXEMPT ? EXEMPT : null;
  const exemptedHours = exemptedHoursOf(code === EXEMPT, body.exemptedHours);
  return withStoredFile(kernel, db, file, async (trx, stored) => {
    await recordUpload(trx, stored!.path, actor.userId, file.size);
    const { keyDocumentId } = await trx
      .insertInto('keyDocuments')
      .values({
        studentModuleId: sm.studentModuleId,
        fileType: type.paramId,
        fileDesc: body.fileDesc?.trim() || null,
        filePath: stored!.path,
        fileName: file.fileName || `document.${file.ext}`,
        fileExt: file.ext,
        fileSize: file.size,
        fileHash: stored!.hash,
        uploadedBy: actor.userId,
        userType: actor.userType,
        code,
        exemptedHours,
        cohortModuleId: sm.cohortModuleId,
        createdBy: actor.accountId,
        lastUpdatedBy: actor.accountId,
      })
      .returning('keyDocumentId')
      .executeTakeFirstOrThrow();
    await recordChange(kernel, trx, actor, {
      keyDocumentId,
      studentModuleId: sm.studentModuleId,
      action: 'UPLOAD',
      fromStatus: null,
      toStatus: 'DRAFT',
      filePath: stored!.path,
      exemptedHours,
    });
    return savedRow(kernel, trx, actor, access, keyDocumentId);
  });
}

/**
 * keyDocument/update (Replace; for an exemption, the exempted-hours form): a new file, and the
 * description, file type (not to or from EXEMPT) and hours. Not once SUBMITTED; not by a
 * programme leader; a stale lastUpdatedDate answers CONFLICT naming who changed it.
 */
export async function updateKeyDocument(
  kernel: Kernel,
  db: KeyDocumentsDb,
  scope: CallScope,
  actor: Actor,
  body: PayloadOf<typeof keyDocumentCalls.update>,
  file: ReceivedFile,
) {
  const { row, access } = await documentWithAccess(db, scope, actor, body.keyDocumentId);
  // A stale token is answered CONFLICT (naming who) in the transaction, before what it hides.
  if (current(row, body.lastUpdatedDate) && row.status === 'SUBMITTED') throw new AppError('INVALID_STATE', LOCKED);
  if (!mayUpload(access)) throw forbidden(NOT_ALLOWED);
  const exempt = row.code === EXEMPT;
  let fileType = row.fileType;
  if (body.fileType && body.fileType !== row.fileType) {
    const type = await fileTypeOf(db, body.fileType);
    if ((type.code === EXEMPT) !== exempt) {
      throw validation(
        exempt
          ? 'An exemption stays an exemption: replace it through the exempted-hours form.'
          : 'An exemption is uploaded through the exempted-hours form, not by replacing a key document.',
      );
    }
    fileType = type.paramId;
  }
  const exemptedHours = exemptedHoursOf(exempt, body.exemptedHours);
  return withStoredFile(kernel, db, file, async (trx, stored, discard) => {
    const locked = await lockedDocument(trx, row.keyDocumentId, body.lastUpdatedDate);
    await recordUpload(trx, stored!.path, actor.userId, file.size);
    await trx
      .updateTable('keyDocuments')
      .set({
        fileType,
        ...(body.fileDesc !== undefined ? { fileDesc: body.fileDesc?.trim() || null } : {}),
        filePath: stored!.path,
        fileName: file.fileName || `document.${file.ext}`,
        fileExt: file.ext,
        fileSize: file.size,
        fileHash: stored!.hash,
        uploadedDate: sql<Date>`now()`,
        uploadedBy: actor.userId,
        userType: actor.userType,
        exemptedHours,
        lastUpdatedBy: actor.accountId,
        lastUpdatedDate: sql<Date>`clock_timestamp()`,
      })
      .where('keyDocumentId', '=', row.keyDocumentId)
      .execute();
    await recordChange(kernel, trx, actor, {
      ...eventOf(row, 'REPLACE', locked.status, locked.status),
      exemptedHours,
      remark: `replaced ${row.fileName}`.slice(0, 500),
    });
    discard(row.filePath);
    return savedRow(kernel, trx, actor, access, row.keyDocumentId);
  });
}

/** keyDocument/updateStatus: Submit, DRAFT → SUBMITTED: part of the Assessment Record, locked. */
export async function submitKeyDocument(
  kernel: Kernel,
  db: KeyDocumentsDb,
  scope: CallScope,
  actor: Actor,
  body: PayloadOf<typeof keyDocumentCalls.updateStatus>,
) {
  const { row, access } = await documentWithAccess(db, scope, actor, body.keyDocumentId);
  if (current(row, body.lastUpdatedDate) && row.status === 'SUBMITTED') {
    throw new AppError('INVALID_STATE', ALREADY_SUBMITTED);
  }
  if (!mayUpload(access)) throw forbidden(NOT_ALLOWED);
  return db.transaction().execute(async (trx) => {
    const locked = await lockedDocument(trx, row.keyDocumentId, body.lastUpdatedDate, ALREADY_SUBMITTED);
    await trx
      .updateTable('keyDocuments')
      .set({ status: 'SUBMITTED', lastUpdatedBy: actor.accountId, lastUpdatedDate: sql<Date>`clock_timestamp()` })
      .where('keyDocumentId', '=', row.keyDocumentId)
      .execute();
    await recordChange(kernel, trx, actor, eventOf(row, 'SUBMIT', locked.status, 'SUBMITTED'));
    return savedRow(kernel, trx, actor, access, row.keyDocumentId);
  });
}

/**
 * keyDocument/delete: by a non-programme-leader who uploaded it, or any non-programme-leader when
 * a student uploaded it; never once SUBMITTED. The event stays; the file leaves the store.
 */
export async function deleteKeyDocument(
  kernel: Kernel,
  db: KeyDocumentsDb,
  scope: CallScope,
  actor: Actor,
  body: PayloadOf<typeof keyDocumentCalls.delete>,
): Promise<null> {
  const { row, access } = await documentWithAccess(db, scope, actor, body.keyDocumentId);
  if (current(row, body.lastUpdatedDate) && row.status === 'SUBMITTED') throw new AppError('INVALID_STATE', LOCKED);
  if (!mayDelete(access, { ...row, status: 'DRAFT' })) {
    throw forbidden(
      'Only the staff member who uploaded this key document may delete it (or anyone but a programme leader, when a student uploaded it).',
    );
  }
  await withStoredFile(kernel, db, null, async (trx, _stored, discard) => {
    const locked = await lockedDocument(trx, row.keyDocumentId, body.lastUpdatedDate);
    await trx.deleteFrom('keyDocuments').where('keyDocumentId', '=', row.keyDocumentId).execute();
    await recordChange(kernel, trx, actor, {
      ...eventOf(row, 'DELETE', locked.status, null),
      remark: row.fileName.slice(0, 500),
    });
    discard(row.filePath);
  });
  return null;
}
