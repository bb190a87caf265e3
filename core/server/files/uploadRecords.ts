import type { Generated } from 'kysely';
import type { Db } from '../db/connect.js';

/** Migration core:002_file_uploads. */
export interface FileUploadsTable {
  storagePath: string;
  userId: number;
  createdDate: Generated<Date>;
}

declare module '../db/types.js' {
  interface Database {
    fileUploads: FileUploadsTable;
  }
}

/** Records that this user uploaded the file at storagePath. */
export async function recordUpload(db: Db, storagePath: string, userId: number): Promise<void> {
  await db.insertInto('fileUploads').values({ storagePath, userId }).execute();
}

/** True when the file at storagePath was uploaded by this user. */
export async function uploadedBy(db: Db, storagePath: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('fileUploads')
    .select('storagePath')
    .where('storagePath', '=', storagePath)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return !!row;
}
