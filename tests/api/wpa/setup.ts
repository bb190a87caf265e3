import { beforeAll } from 'vitest';
import { areaSuite, TOKEN } from '../../support/areaSuite';
import { one, rows } from '../../support/db';
import { repairSuiteCounters } from '../../support/counters';

/** Shared arrangements of the WPA API tests (spec 001 §4–§7, 002 §4–§7). */
export const LOGINS = ['mc01', 'pl01', 'as01', 'as02', 'mc02'] as const;
export type Login = (typeof LOGINS)[number];

export interface WpaPick {
  wpa_appl_id: number;
  token: string;
  student_module_id: number;
  cohort_module_id: number;
  academic_supervisor_user_id: number | null;
}

/**
 * Everything a file's tests share (areaSuite), and WPAs picked by status and supervisor (each
 * handed out once; when the demo data has none left, another WPA of that supervisor is put in the
 * status).
 */
export function wpaSuite() {
  const { ctx, as, raw } = areaSuite(LOGINS);
  const taken = new Set<number>();
  beforeAll(async () => {
    // As the demo seeds them: no login here has WPA Standing Approval, so an AS who does not
    // supervise a student is refused that student's WPA (another file may have switched it on).
    await ctx.db.query(
      `update academic_staff set wpa_stand_approve_ind = 'N' where user_id = any($1) and wpa_stand_approve_ind <> 'N'`,
      [Object.values(ctx.uid)],
    );
  });

  /** A BSCCS WPA of the current cohort in `status` whose student's AS is `supervisor`. */
  async function wpaIn(status: string, supervisor: Login, progCode = 'BSCCS'): Promise<WpaPick> {
    const q = (st: string) =>
      rows<WpaPick>(
        ctx.db,
        `select w.wpa_appl_id, ${TOKEN('w')} as token, w.student_module_id, w.cohort_module_id, sm.academic_supervisor_user_id
         from wpa_appls w join modules_student_modules_v sm on sm.student_module_id = w.student_module_id
         join cohort_modules cm on cm.cohort_module_id = w.cohort_module_id
         join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
         join programmes p on p.prog_id = cp.prog_id join cohorts c on c.cohort_id = cp.cohort_id
         where c.is_current = 'Y' and p.prog_code = $1 and w.wpa_status = $2 and sm.academic_supervisor_user_id = $3
           and not (w.wpa_appl_id = any($4)) order by w.wpa_appl_id`,
        [progCode, st, ctx.uid[supervisor], [...taken]],
      );
    let pick = (await q(status))[0];
    if (!pick) {
      // A copy of one of the supervisor's WPAs with Parts I and II (a placement of the same student), in the status.
      const source = await one<{ wpa_appl_id: number }>(
        ctx.db,
        `select w.wpa_appl_id from wpa_appls w join modules_student_modules_v sm on sm.student_module_id = w.student_module_id
         join cohort_modules cm on cm.cohort_module_id = w.cohort_module_id
         join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
         join programmes p on p.prog_id = cp.prog_id join cohorts c on c.cohort_id = cp.cohort_id
         where c.is_current = 'Y' and p.prog_code = $1 and sm.academic_supervisor_user_id = $2
           and w.activity1 is not null and w.wpa_question_result1 is not null and w.signature_img_path is null
         order by w.wpa_appl_id limit 1`,
        [progCode, ctx.uid[supervisor]],
      );
      if (!source) throw new Error(`no WPA of ${supervisor} to copy`);
      const cols = (
        await rows<{ column_name: string }>(
          ctx.db,
          `select column_name from information_schema.columns where table_name = 'wpa_appls'
             and column_name not in ('wpa_appl_id', 'wpa_status', 'sent_to_is', 'sent_to_is_date', 'override_weight', 'last_updated_date')`,
        )
      ).map((c) => c.column_name);
      const made = await one<{ wpa_appl_id: number }>(
        ctx.db,
        `insert into wpa_appls (${cols.join(', ')}, wpa_status, sent_to_is, sent_to_is_date)
         select ${cols.join(', ')}, $2::text,
           case when $2::text in ('SENT_TO_IS','PENDING_REVIEW','ACCEPTED','REJECTED') then 'Y' else 'N' end,
           case when $2::text in ('SENT_TO_IS','PENDING_REVIEW','ACCEPTED','REJECTED') then now() - interval '2 days' end
         from wpa_appls where wpa_appl_id = $1 returning wpa_appl_id`,
        [source.wpa_appl_id, status],
      );
      // Written here in SQL, not by a call: the WPA area's figures are brought back to the rows.
      await repairSuiteCounters();
      pick = (await q(status)).find((x) => x.wpa_appl_id === made!.wpa_appl_id)!;
    }
    taken.add(pick.wpa_appl_id);
    return pick;
  }

  /** The WPA's status and token now. */
  const stateOf = async (wpaApplId: number) =>
    (await one<{ wpa_status: string; token: string; event_remark: string | null }>(
      ctx.db,
      `select wpa_status, ${TOKEN('w')} as token, event_remark from wpa_appls w where wpa_appl_id = $1`,
      [wpaApplId],
    ))!;

  return { ctx, as, raw, wpaIn, stateOf };
}

export { one, rows };
