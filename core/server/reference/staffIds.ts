import { sql } from 'kysely';
import type { Handle } from '../db/areaDb.js';

/**
 * The academic staff id of a user (a student module's AS is kept as one), or -1 for a user who is
 * no staff member: compared with a stored academic_staff_id it matches nobody's students.
 */
export async function staffIdOfUser(db: Handle, userId: number): Promise<number> {
  const r = await sql<{
    id: number;
  }>`select academic_staff_id as id from academic_staff where user_id = ${userId}`.execute(db);
  return r.rows[0]?.id ?? -1;
}
