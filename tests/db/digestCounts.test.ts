import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { collectItems } from '@core/server/digest/collectItems';
import { recipientBatch } from '@core/server/digest/recipients';
import { openDb, rows } from '../support/db';
import { repairSuiteCounters } from '../support/counters';
import { startSecondApp, type SecondApp } from '../support/secondApp';

/**
 * The module and WPA sections read the areas' maintained counts (issue 36); what they say must be
 * what the rows say, for every staff member of the current cohort: the same counts as counting
 * the student assignments and WPAs themselves, per person and module, the whole module for a
 * convener and a supervisor's own students otherwise. Forms sent to the industry supervisor over
 * 14 days ago are arranged, one of them on the boundary day (counted to the second).
 */
let raw: pg.Pool;
let app: SecondApp;
const arranged: { wpa_appl_id: number; wpa_status: string; sent_to_is_date: Date | null }[] = [];

const WHO = `with who as (
  select a.user_id, min(a.academic_staff_id) as staff, cm.cohort_module_id, bool_or(sr.role_code = any($2::text[])) as whole
    from staff_roles sr
    join academic_staff a on a.academic_staff_id = sr.academic_staff_id
    join cohort_programmes cp on cp.cohort_prog_id = sr.cohort_prog_id
     and cp.cohort_id = (select cohort_id from cohorts order by is_current desc, cohort_year desc limit 1)
    join cohort_modules cm on cm.cohort_prog_id = sr.cohort_prog_id
   where sr.role_code = any($1::text[])
   group by a.user_id, cm.cohort_module_id)`;
const MINE = `join student_modules sm on sm.cohort_module_id = who.cohort_module_id and (who.whole or sm.academic_staff_id = who.staff)`;
const ALL = ['MODULE_CONVENER', 'ACADEMIC_SUPERVISOR', 'PROGRAMME_LEADER'];
const CONVENER = ['MODULE_CONVENER'];

/** Per person and module, counted from the rows: `${userId}:${cohortModuleId}` → count. */
async function fromRows(o: { roles: string[]; whole: string[]; rows: string; where: string }) {
  const r = await rows<{ user_id: number; cohort_module_id: number; n: number }>(
    raw,
    `${WHO} select who.user_id, who.cohort_module_id, count(*)::int as n from who ${MINE} ${o.rows}
      where ${o.where} group by 1, 2`,
    [o.roles, o.whole],
  );
  return new Map(r.map((x) => [`${x.user_id}:${x.cohort_module_id}`, x.n]));
}

const ASSIGNS = `join student_module_assigns sma on sma.student_module_id = sm.student_module_id
  join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id and cma.active_ind = 'Y'`;
const WPAS = 'join wpa_appls w on w.student_module_id = sm.student_module_id';

/** What the sections answer, per section: `${userId}:${cohortModuleId}` → count. */
async function fromSections() {
  const recipients = await recipientBatch(app.db, { day: '2031-03-01', after: 0, size: 100_000, ignoreFlag: true });
  const items = await collectItems(app.db, app.kernel, app.kernel.digest.deps.sections, recipients, '2031-03-01');
  const bySection = new Map<string, Map<string, number>>();
  for (const [userId, sections] of items) {
    for (const { registered, items: list } of sections) {
      const counts = bySection.get(registered.section.id) ?? new Map<string, number>();
      // Job review's are per programme, with no module chosen.
      for (const item of list) if (item.link.choice) counts.set(`${userId}:${item.link.choice.value}`, item.count);
      bySection.set(registered.section.id, counts);
    }
  }
  return bySection;
}

beforeAll(async () => {
  raw = openDb();
  // Two WPAs with their supervisor for 20 days, and one sent 14 days and an hour ago (the boundary day).
  const picked = await rows<(typeof arranged)[number]>(
    raw,
    `select w.wpa_appl_id, w.wpa_status, w.sent_to_is_date from wpa_appls w
      join student_modules sm on sm.student_module_id = w.student_module_id and sm.academic_staff_id is not null
     where w.wpa_status <> 'SENT_TO_IS' order by w.wpa_appl_id limit 3`,
  );
  arranged.push(...picked);
  const ages = ['20 days', '20 days', '14 days 1 hour'];
  for (const [i, w] of picked.entries()) {
    await raw.query(
      `update wpa_appls set wpa_status = 'SENT_TO_IS', sent_to_is_date = now() - $2::interval where wpa_appl_id = $1`,
      [w.wpa_appl_id, ages[i]],
    );
  }
  await repairSuiteCounters();
  app = await startSecondApp({}, { listen: false });
});
afterAll(async () => {
  for (const w of arranged) {
    await raw.query('update wpa_appls set wpa_status = $2, sent_to_is_date = $3 where wpa_appl_id = $1', [
      w.wpa_appl_id,
      w.wpa_status,
      w.sent_to_is_date,
    ]);
  }
  await repairSuiteCounters();
  await app?.close();
  await raw.end();
});

describe('the sections that read maintained counts say what the rows say', () => {
  it('submissions awaiting marks, overdue assignments, WPAs to review and WPAs with the supervisor over 14 days', async () => {
    expect(arranged).toHaveLength(3);
    const answered = await fromSections();
    const expected = {
      'modules.submissionsAwaitingMarks': await fromRows({
        roles: ALL,
        whole: [],
        rows: ASSIGNS,
        where: `sma.status in ('SUBMITTED', 'SUBMITTED_LATE') and sma.assign_marks is null`,
      }),
      'modules.overdueAssignments': await fromRows({
        roles: ['MODULE_CONVENER', 'ACADEMIC_SUPERVISOR'],
        whole: CONVENER,
        rows: ASSIGNS,
        where: `(sma.status = 'OVERDUE' or (sma.status in ('BLANK', 'WIP') and cma.assign_deadline < current_date))`,
      }),
      'wpa.awaitingReview': await fromRows({
        roles: ['MODULE_CONVENER', 'ACADEMIC_SUPERVISOR'],
        whole: CONVENER,
        rows: WPAS,
        where: `w.wpa_status in ('PENDING_SEND', 'PENDING_REVIEW')`,
      }),
      'wpa.waitingForSupervisor': await fromRows({
        roles: ALL,
        whole: [],
        rows: WPAS,
        where: `w.wpa_status = 'SENT_TO_IS' and w.sent_to_is_date < now() - interval '14 days'`,
      }),
    };
    for (const [section, counts] of Object.entries(expected)) {
      // Something of each waits for someone, so the comparison bites.
      expect(counts.size, section).toBeGreaterThan(0);
      expect(answered.get(section) ?? new Map(), section).toEqual(counts);
    }
  });
});
