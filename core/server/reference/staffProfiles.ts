import { sql } from 'kysely';
import type { YesNo } from '@core/shared/audit.js';
import type { Db } from '../db/connect.js';
import type { Handle } from '../db/areaDb.js';
import { kernelHandle } from '../db/handles.js';
import type { LanguageSetting } from '@core/shared/languages.js';
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

  /**
   * Keeps the interface language a staff member chose in the product (a device setting, spec 000
   * §1), so that what the server writes to them (the daily digest) is in it. It is no profile
   * field: the profile's concurrency token does not move. False: no staff member of that user.
   */
  async setLanguage(userId: number, setting: LanguageSetting): Promise<boolean> {
    const r = await this.db
      .updateTable('academicStaff')
      .set({ languageSetting: setting })
      .where('userId', '=', userId)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /**
   * Receive Notification to N (the digest's one-click unsubscribe), in the caller's transaction;
   * the profile's concurrency token moves, so a profile form opened before shows the change on
   * reload rather than writing Y back. False: no staff member of that user.
   */
  async stopNotifications(trx: Handle, userId: number, by: string): Promise<boolean> {
    const r = await kernelHandle(trx)
      .updateTable('academicStaff')
      .set({ receiveNotiInd: 'N', lastUpdatedBy: by, lastUpdatedDate: sql<Date>`now()` })
      .where('userId', '=', userId)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }
}
