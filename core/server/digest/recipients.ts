import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { languageOfSetting, type LanguageCode } from '@core/shared/languages.js';
import type { DigestBatch } from './digestPoint.js';

/** A staff member the digest may mail, with their roles in the current cohort. */
export interface Recipient {
  userId: number;
  academicStaffId: number;
  accountId: string;
  email: string;
  name: string;
  language: LanguageCode;
  roles: readonly { cohortProgId: number; roleCode: string }[];
}

/** The current cohort, as the shell takes it (core/server/routes/academic.ts). */
export const CURRENT_COHORT = sql<number>`(select cohort_id from cohorts order by is_current desc, cohort_year desc limit 1)`;

/** Academic staff who can sign in, over `u` (users) and `a` (academic_staff). */
const STAFF = sql`u.user_type = 'ACADEMIC' and u.active = 'Y'`;

/** Holds a role in a programme of the current cohort, over `a`. */
const HAS_CURRENT_ROLE = sql`exists (select 1 from staff_roles sr
  join cohort_programmes cp on cp.cohort_prog_id = sr.cohort_prog_id
  where sr.academic_staff_id = a.academic_staff_id and cp.cohort_id = ${CURRENT_COHORT})`;

const HAS_EMAIL = sql`nullif(trim(u.email), '') is not null`;

const SENT_ON = (day: string) =>
  sql`exists (select 1 from digest_sends d where d.user_id = u.user_id and d.digest_day = ${day}::date)`;

/** Why staff members get no mail before anything is built, counted once per run. */
export interface Census {
  notificationOff: number;
  noRole: number;
  noEmail: number;
  alreadySent: number;
  /** Those whose sections are read: each is then sent a mail or has nothing waiting. */
  candidates: number;
}

/** The counts of a run's first step, for all staff or one user (`--user`). */
export async function census(db: Db, day: string, userId: number | null): Promise<Census> {
  const r = await sql<Record<keyof Census, number>>`
    select count(*) filter (where a.receive_noti_ind <> 'Y')::int as notification_off,
           count(*) filter (where a.receive_noti_ind = 'Y' and not ${HAS_CURRENT_ROLE})::int as no_role,
           count(*) filter (where a.receive_noti_ind = 'Y' and ${HAS_CURRENT_ROLE} and not ${HAS_EMAIL})::int as no_email,
           count(*) filter (where a.receive_noti_ind = 'Y' and ${HAS_CURRENT_ROLE} and ${HAS_EMAIL} and ${SENT_ON(day)})::int as already_sent,
           count(*) filter (where a.receive_noti_ind = 'Y' and ${HAS_CURRENT_ROLE} and ${HAS_EMAIL} and not ${SENT_ON(day)})::int as candidates
      from academic_staff a join users u on u.user_id = a.user_id
     where ${STAFF} ${userId === null ? sql`` : sql`and u.user_id = ${userId}`}`.execute(db);
  return r.rows[0]!;
}

interface Row {
  userId: number;
  academicStaffId: number;
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  languageSetting: string | null;
  cohortProgIds: number[];
  roleCodes: string[];
}

/**
 * The next batch of staff to read, after user id `after`: notification on, a role in the current
 * cohort, an address, and no digest yet on `day` (so a run killed midway resumes where it
 * stopped). `onlyUser` narrows it to one person; `ignoreFlag` reads them whatever their flag and
 * record (the profile's preview).
 */
export async function recipientBatch(
  db: Db,
  o: { day: string; after: number; size: number; onlyUser?: number | null; ignoreFlag?: boolean },
): Promise<Recipient[]> {
  const r = await sql<Row>`
    select u.user_id, a.academic_staff_id, u.account_id, trim(u.email) as email, u.first_name, u.last_name,
           a.language_setting, array_agg(sr.cohort_prog_id order by sr.cohort_prog_id, sr.role_code) as cohort_prog_ids,
           array_agg(sr.role_code order by sr.cohort_prog_id, sr.role_code) as role_codes
      from academic_staff a
      join users u on u.user_id = a.user_id
      join staff_roles sr on sr.academic_staff_id = a.academic_staff_id
      join cohort_programmes cp on cp.cohort_prog_id = sr.cohort_prog_id and cp.cohort_id = ${CURRENT_COHORT}
     where ${STAFF} and u.user_id > ${o.after}
       ${o.onlyUser ? sql`and u.user_id = ${o.onlyUser}` : sql``}
       ${o.ignoreFlag ? sql`` : sql`and a.receive_noti_ind = 'Y' and ${HAS_EMAIL} and not ${SENT_ON(o.day)}`}
     group by u.user_id, a.academic_staff_id
     order by u.user_id
     limit ${o.size}`.execute(db);
  return r.rows.map((x) => ({
    userId: x.userId,
    academicStaffId: x.academicStaffId,
    accountId: x.accountId,
    email: x.email ?? '',
    name: `${x.firstName} ${x.lastName}`.trim() || x.accountId,
    language: languageOfSetting(x.languageSetting).code,
    roles: x.cohortProgIds.map((cohortProgId, i) => ({ cohortProgId, roleCode: x.roleCodes[i]! })),
  }));
}

/** The batch as sections read it: its roles as the table r(user_id, academic_staff_id, cohort_prog_id, role_code). */
export function batchOf(recipients: readonly Recipient[], day: string): DigestBatch {
  const rows = recipients.flatMap((p) => p.roles.map((r) => ({ ...r, userId: p.userId, staffId: p.academicStaffId })));
  const roles: RawBuilder<unknown> = sql`(select * from unnest(
      ${rows.map((r) => r.userId)}::int[], ${rows.map((r) => r.staffId)}::int[],
      ${rows.map((r) => r.cohortProgId)}::int[], ${rows.map((r) => r.roleCode)}::text[])
    as digest_roles(user_id, academic_staff_id, cohort_prog_id, role_code))`;
  return { roles, day };
}
