import { sql } from 'kysely';
import type { SeedContext } from '@core/server/plugin.js';

const STATUSES = [
  'PENDING_SEND',
  'RETURNED_TO_STUDENT',
  'SENT_TO_IS',
  'PENDING_REVIEW',
  'REJECTED',
  'ACCEPTED',
  'ACCEPTED_OFFLINE',
  'TERMINATED',
];
const COMPANIES = [
  'Harbour Analytics Ltd',
  'Kowloon Robotics',
  'Peak Software House',
  'Lantau Data Lab',
  'Victoria Fintech',
];
const ACTIVITIES = [
  'Built a data pipeline',
  'Tested the mobile app',
  'Wrote API documentation',
  'Supported the help desk',
];

/**
 * Demo rows of the minimal WPA table: most student modules with one WPA. The student modules are
 * the modules area's (seeded before this: reports reads its view modules_student_modules_v);
 * nothing is seeded while that area is off, nor once the WPA area owns wpa_appls. (Students' contact fields and resumes are the
 * kernel's demo data: src/cli/demo/studentContacts.ts.)
 */
export async function seedReports({ db, random }: SeedContext) {
  // Only while the stand-in is reports' own: once the WPA area has taken wpa_appls over, it seeds it.
  const present = await sql<{ v: string | null; w: string | null; taken: boolean }>`
    select to_regclass('modules_student_modules_v')::text as v, to_regclass('wpa_appls')::text as w,
           exists (select 1 from kernel_owners where object_name = 'wpa_appls') as taken`.execute(db);
  if (!present.rows[0]?.v || !present.rows[0]?.w || present.rows[0].taken) return;
  const enrolled = await sql<{
    id: number;
  }>`select student_module_id as id from modules_student_modules_v order by student_module_id`.execute(db);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  for (const { id } of enrolled.rows) {
    if (random() < 0.2) continue;
    const status = pick(STATUSES);
    const results = Array.from({ length: 13 }, (_, i) => (i < 8 ? Math.floor(random() * 6) : null));
    const start = new Date(Date.UTC(2025, Math.floor(random() * 6), 1 + Math.floor(random() * 27)));
    const end = new Date(start.getTime() + 60 * 86_400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const company = pick(COMPANIES);
    await sql`insert into wpa_appls (student_module_id, wpa_status, apply_date, mark, wil_hours, period_start_date, period_end_date,
        company_name, company_address, industry_supervisor_name, industry_supervisor_position, industry_supervisor_phone,
        industry_supervisor_email, signature, signature_date, activity1, activity_proportion1, activity2, activity_proportion2,
        activity3, activity_proportion3, wpa_question1, wpa_question2, wpa_question3, wpa_question4, wpa_question5,
        wpa_question6, wpa_question7, wpa_question8,
        wpa_question_result1, wpa_question_result2, wpa_question_result3, wpa_question_result4, wpa_question_result5,
        wpa_question_result6, wpa_question_result7, wpa_question_result8,
        work_performance, strength_area, growth_area, work_performance_comment)
      values (${id}, ${status}, ${end.toISOString()}, ${Math.round(random() * 4000 + 6000) / 100}, ${Math.round(random() * 300 + 100)},
        ${day(start)}, ${day(end)}, ${company}, ${'1 Harbour Road, Wan Chai'}, ${'Chris Wong'}, ${'Team Lead'}, ${'21234567'},
        ${'chris.wong@example.com'}, ${'Chris Wong'}, ${day(end)}, ${pick(ACTIVITIES)}, ${50}, ${pick(ACTIVITIES)}, ${30},
        ${pick(ACTIVITIES)}, ${20}, ${'Quality of work'}, ${'Productivity'}, ${'Initiative'}, ${'Teamwork'},
        ${'Communication'}, ${'Reliability'}, ${'Professional conduct'}, ${'Learning ability'},
        ${results[0]}, ${results[1]}, ${results[2]}, ${results[3]}, ${results[4]}, ${results[5]}, ${results[6]}, ${results[7]},
        ${Math.floor(random() * 6)}, ${'Reliable and careful'}, ${'Presenting to clients'}, ${'A good placement.'})`.execute(
      db,
    );
  }
}
