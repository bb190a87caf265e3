import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { connect, type Db } from '@core/server/db/connect.js';
import { FieldPoints, rowRefs } from '@core/server/extensions/fieldPoints.js';
import { modulesContract } from '@schemas/modules/contract.js';
import wpaPlugin from '@plugins/wpa/server/index.js';
import { totalMark } from '@plugins/wpa/shared/marks.js';

/**
 * The WPA area's figures at the module area's field points (002 §2 Student List, student summary,
 * Module Summary counters), run as the module area's statements run them: each one SQL expression
 * over the owner's row, checked against the same figures counted from wpa_appls in JavaScript.
 */
const { studentFacts, moduleFacts } = modulesContract.points;
let db: Db;
let points: FieldPoints;

beforeAll(() => {
  db = connect(inject('databaseUrl'), 2).db;
  points = new FieldPoints([
    { id: 'modules', extensionPoints: [studentFacts, moduleFacts] },
    { id: 'wpa', contributes: wpaPlugin.contributes },
  ]);
});
afterAll(async () => {
  await db?.destroy();
});

interface Wpa {
  studentModuleId: number;
  cohortModuleId: number;
  wpaStatus: string;
  mark: number | null;
  overrideWeight: number | null;
  wilHours: number | null;
  wilHoursIs: number | null;
  selectStudentOrIs: string | null;
  workPerformance: number | null;
  sentToIsDate: Date | null;
  /** The student module's assigned AS as the view's academic_staff_id (the point's row compares that). */
  asStaffId: number | null;
}

const ACCEPTED = ['ACCEPTED', 'ACCEPTED_OFFLINE'];

describe('modules.studentFacts and modules.moduleFacts from WPAs', () => {
  it('every field the point declares for WPAs is contributed, and nothing else', () => {
    expect(points.fields(studentFacts).map((f) => f.name)).toEqual([
      'completedWilHours',
      'pendingWpaCount',
      'wpaAdjustWeightCount',
      'acceptedWpaCount',
      'inProgressWpaCount',
      'sentToIsCount',
      'completedWpaCount',
      'wpaMarks',
    ]);
    expect(points.fields(moduleFacts).map((f) => f.name)).toEqual([
      'pendingSendWpaCount',
      'sendToIsWpaCount',
      'sendToIsOverWpaCount',
      'pendingReviewWpaCount',
      'acceptedWpaCount',
      'workPerformanceMark',
      'noAcceptedWpaStudentCount',
    ]);
  });

  it('per student module, as the Student List selects them', async () => {
    const wpas = (
      await sql<Wpa>`select w.*, sm.academic_staff_id as as_staff_id from wpa_appls w
        join modules_student_modules_v sm on sm.student_module_id = w.student_module_id`.execute(db)
    ).rows;
    const refs = rowRefs({
      studentModuleId: 'sm.student_module_id',
      cohortModuleId: 'sm.cohort_module_id',
      studentId: 'sm.student_id',
    });
    const got = (
      await sql<Record<string, number | null> & { studentModuleId: number }>`
        select sm.student_module_id, ${sql.join(points.selections(studentFacts, refs))}
        from modules_student_modules_v sm order by sm.student_module_id`.execute(db)
    ).rows;
    expect(got.length).toBeGreaterThan(0);
    let withMarks = 0;
    for (const row of got) {
      const mine = wpas.filter((w) => w.studentModuleId === row.studentModuleId);
      const acc = mine.filter((w) => ACCEPTED.includes(w.wpaStatus));
      const n = (statuses: string[]) => mine.filter((w) => statuses.includes(w.wpaStatus)).length;
      expect(row.pendingWpaCount).toBe(n(['PENDING_SEND', 'PENDING_REVIEW']));
      expect(row.acceptedWpaCount).toBe(acc.length);
      expect(row.inProgressWpaCount).toBe(n(['PENDING_SEND', 'SENT_TO_IS', 'RETURNED_TO_STUDENT', 'PENDING_REVIEW']));
      expect(row.sentToIsCount).toBe(n(['SENT_TO_IS']));
      expect(row.completedWpaCount).toBe(n([...ACCEPTED, 'REJECTED', 'TERMINATED']));
      expect(row.wpaAdjustWeightCount).toBe(acc.filter((w) => w.overrideWeight !== null).length);
      const hours = acc.reduce(
        (s, w) => s + Number((w.selectStudentOrIs === 'IS' ? (w.wilHoursIs ?? w.wilHours) : w.wilHours) ?? 0),
        0,
      );
      expect(row.completedWilHours).toBeCloseTo(hours, 2);
      if (acc.length) {
        withMarks++;
        expect(row.wpaMarks).toBe(totalMark(acc));
      } else expect(row.wpaMarks).toBeNull();
    }
    expect(withMarks).toBeGreaterThan(0);
  });

  it('per cohort module, for the whole module and for one AS (the Student Assigned view)', async () => {
    const wpas = (
      await sql<Wpa>`select w.*, sm.academic_staff_id as as_staff_id from wpa_appls w
        join modules_student_modules_v sm on sm.student_module_id = w.student_module_id`.execute(db)
    ).rows;
    const enrolled = (
      await sql<{ studentModuleId: number; cohortModuleId: number; academicStaffId: number | null }>`
        select student_module_id, cohort_module_id, academic_staff_id from modules_student_modules_v`.execute(db)
    ).rows;
    const rows = (
      await sql<Record<string, number | null> & { cohortModuleId: number; asId: number | null }>`
        select r.cohort_module_id, r.as_id, ${sql.join(
          points.selections(moduleFacts, rowRefs({ cohortModuleId: 'r.cohort_module_id', academicStaffId: 'r.as_id' })),
        )}
        from (select distinct cohort_module_id, null::int as as_id from modules_student_modules_v
              union select distinct cohort_module_id, academic_staff_id from modules_student_modules_v
              where academic_staff_id is not null) r`.execute(db)
    ).rows;
    const over = Date.now() - 14 * 86_400_000;
    for (const r of rows) {
      const mine = wpas.filter(
        (w) => w.cohortModuleId === r.cohortModuleId && (r.asId === null || w.asStaffId === r.asId),
      );
      const n = (f: (w: Wpa) => boolean) => mine.filter(f).length;
      expect(r.pendingSendWpaCount).toBe(n((w) => w.wpaStatus === 'PENDING_SEND'));
      expect(r.sendToIsWpaCount).toBe(n((w) => w.wpaStatus === 'SENT_TO_IS'));
      expect(r.sendToIsOverWpaCount).toBe(
        n((w) => w.wpaStatus === 'SENT_TO_IS' && w.sentToIsDate !== null && new Date(w.sentToIsDate).getTime() < over),
      );
      expect(r.pendingReviewWpaCount).toBe(n((w) => w.wpaStatus === 'PENDING_REVIEW'));
      expect(r.acceptedWpaCount).toBe(n((w) => ACCEPTED.includes(w.wpaStatus)));
      expect(r.workPerformanceMark).toBe(
        mine.filter((w) => ACCEPTED.includes(w.wpaStatus)).reduce((s, w) => s + (w.workPerformance ?? 0), 0),
      );
      const students = enrolled.filter(
        (e) => e.cohortModuleId === r.cohortModuleId && (r.asId === null || e.academicStaffId === r.asId),
      );
      expect(r.noAcceptedWpaStudentCount).toBe(
        students.filter(
          (e) => !wpas.some((w) => w.studentModuleId === e.studentModuleId && ACCEPTED.includes(w.wpaStatus)),
        ).length,
      );
    }
    expect(rows.some((r) => (r.sendToIsOverWpaCount ?? 0) > 0)).toBe(true);
  });
});
