import { sql } from 'kysely';
import { kernelHandle } from '../db/handles.js';
import type { Handle } from '../db/areaDb.js';
import { AppError } from '../http/appError.js';

/** Records that this user uploaded the file at storagePath, of byteSize bytes. */
export async function recordUpload(db: Handle, storagePath: string, userId: number, byteSize = 0): Promise<void> {
  await kernelHandle(db).insertInto('fileUploads').values({ storagePath, userId, byteSize }).execute();
}

/** True when the file at storagePath was uploaded by this user. */
export async function uploadedBy(db: Handle, storagePath: string, userId: number): Promise<boolean> {
  const row = await kernelHandle(db)
    .selectFrom('fileUploads')
    .select('storagePath')
    .where('storagePath', '=', storagePath)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** How much one user may upload into one folder (0 turns a limit off). */
export interface UploadQuota {
  /** Uploads in the last hour. */
  perHour: number;
  /** Bytes in the last 24 hours. */
  bytesPerDay: number;
  /** What the files are, for the refusal ('images'); 'files' by default. */
  label?: string;
}

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/**
 * Refuses (RATE_LIMITED) an upload of `bytes` into `folder` that would take the user past the
 * quota, counted from file_uploads (so every server copy counts the same). Run it in the
 * transaction that records the upload, after lockUploads, so two uploads at once cannot both
 * pass on the same count.
 */
export async function checkUploadQuota(db: Handle, userId: number, folder: string, bytes: number, quota: UploadQuota) {
  if (!quota.perHour && !quota.bytesPerDay) return;
  const row = await kernelHandle(db)
    .selectFrom('fileUploads')
    .select([
      sql<number>`count(*) filter (where created_date > now() - interval '1 hour')::int`.as('lastHour'),
      sql<number>`coalesce(sum(byte_size), 0)::bigint`.as('lastDayBytes'),
    ])
    .where('userId', '=', userId)
    .where('createdDate', '>', sql<Date>`now() - interval '1 day'`)
    .where('storagePath', 'like', `${folder}/%`)
    .executeTakeFirstOrThrow();
  const what = quota.label ?? 'files';
  if (quota.perHour && row.lastHour >= quota.perHour) {
    throw new AppError(
      'RATE_LIMITED',
      `You have uploaded ${quota.perHour} ${what} in the last hour, the most allowed. Please try again later.`,
    );
  }
  if (quota.bytesPerDay && Number(row.lastDayBytes) + bytes > quota.bytesPerDay) {
    throw new AppError(
      'RATE_LIMITED',
      `This upload would pass the ${sizeText(quota.bytesPerDay)} of ${what} you may upload in 24 hours. Please try again later.`,
    );
  }
}

/** Holds one user's uploads until the transaction ends: their quota is checked one at a time. */
export async function lockUploads(db: Handle, userId: number) {
  await sql`select pg_advisory_xact_lock(hashtext('core.file_uploads'), ${userId})`.execute(db);
}
