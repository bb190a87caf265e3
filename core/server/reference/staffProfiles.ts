import { sql } from 'kysely';
import type { YesNo } from '@core/shared/audit.js';
import type { Db } from '../db/connect.js';
import { conflict, notFound } from '../http/appError.js';

/** The fields of academic_staff a staff member's own profile may change (spec 000 §3 Staff profile). */
export interface StaffProfileChanges {
  staffSaluation: string | null;
  progRoleTitle: string | null;
  receiveNotiInd: YesNo;
  /** Left as they are when absent (the caller's roles decide whether the screen shows them). */
  wpaStandApproveInd?: YesNo;
  jobappStandApproveInd?: YesNo;
  /** undefined: the photo is left as it is; null removes it. */
  academicPhoto?: string | null;
}

/**
 * The kernel's writes of academic staff for the areas (`kernel.staff`): academic_staff is the
 * kernel's reference table, so the profile area changes it only through here.
 */
export class StaffProfiles {
  constructor(private readonly db: Db) {}

  /**
   * Changes one staff member's profile if it is unchanged since `since` (the lastUpdatedDate the
   * caller read, to the millisecond): NOT_FOUND for no such staff member, CONFLICT when it changed.
   */
  async update(staffId: number, changes: StaffProfileChanges, since: Date, by: string) {
    const updated = await this.db
      .updateTable('academicStaff')
      .set({ ...changes, lastUpdatedBy: by, lastUpdatedDate: sql<Date>`now()` })
      .where('academicStaffId', '=', staffId)
      // The token travels with millisecond precision; PostgreSQL keeps microseconds.
      .where(sql<boolean>`date_trunc('milliseconds', last_updated_date) = ${since}`)
      .returning(['lastUpdatedDate', 'academicPhoto'])
      .executeTakeFirst();
    if (updated) return updated;
    const exists = await this.db
      .selectFrom('academicStaff')
      .select('academicStaffId')
      .where('academicStaffId', '=', staffId)
      .executeTakeFirst();
    if (!exists) throw notFound('No academic staff profile is linked to this account.');
    throw conflict('Your profile was changed elsewhere since you opened it. Please reload it and try again.');
  }
}
