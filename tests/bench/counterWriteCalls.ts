import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import { modulesCalls } from '@schemas/modules/calls.js';
import { wpaCalls } from '@schemas/wpa/calls.js';
import { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import type { BenchCall } from './calls.js';
import { benchPlugins } from './capture.js';

const TOKEN = sql.raw(`to_char(x.last_updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/**
 * Writes that keep the maintained figures (issue 36), once each on a module, for the plan check:
 * their statements (the change, the kernel's refresh of the figures and the rollups) must read no
 * large table whole. Each body names rows that exist when it is made (they change when run).
 */
export async function counterWriteCalls(db: Db, cohortModuleId: number, cohortProgId: number): Promise<BenchCall[]> {
  const { plugins } = await benchPlugins();
  const routes = plugins.flatMap((p) => p.routes ?? []);
  const headers = { 'x-cohort-prog-id': String(cohortProgId) };
  const call = (path: string, what: string, body: unknown): BenchCall[] => {
    const route = routes.find((r) => r.path === path);
    return route ? [{ path, what, body, headers, route }] : [];
  };
  const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0];
  const students = (
    await sql<{ id: number; token: string }>`select x.student_module_id as id, ${TOKEN} as token from student_modules x
      where x.cohort_module_id = ${cohortModuleId} order by x.student_module_id limit 5`.execute(db)
  ).rows;
  const as02 = await one(sql<{ id: number }>`select user_id as id from users where account_id = 'as02'`);
  const graded = await one(sql<{ id: number; token: string }>`select x.student_module_assign_id as id, ${TOKEN} as token
    from student_module_assigns x join cohort_module_assigns c using (cohort_module_assign_id)
    where c.cohort_module_id = ${cohortModuleId} and x.status = 'SUBMITTED' order by 1 limit 1`);
  const review = await one(sql<{
    id: number;
    token: string;
  }>`select x.wpa_appl_id as id, ${TOKEN} as token from wpa_appls x
    where x.cohort_module_id = ${cohortModuleId} and x.wpa_status = 'PENDING_REVIEW' order by 1 limit 1`);
  const draft = await one(sql<{
    id: number;
    token: string;
  }>`select x.key_document_id as id, ${TOKEN} as token from key_documents x
    where x.cohort_module_id = ${cohortModuleId} and x.status = 'DRAFT' order by 1 limit 1`);
  return [
    ...call(modulesCalls.updateStudentModuleAS.path, 'Assign New AS of 5 students (every area follows)', {
      cohortModuleId,
      academicSupervisorUserId: as02?.id,
      studentModuleList: students.map((s) => ({ studentModuleId: s.id, lastUpdatedDate: s.token })),
    }),
    ...(graded
      ? call(modulesCalls.updateAssignMarks.path, 'grading', {
          studentModuleAssignId: graded.id,
          assignMarks: 77.5,
          markedDate: '2026-09-01',
          lastUpdatedDate: graded.token,
        })
      : []),
    ...(review
      ? call(wpaCalls.updateStatusAndInput.path, 'accepting a WPA', {
          wpaApplId: review.id,
          lastUpdatedDate: review.token,
          wpaStatus: 'ACCEPTED',
          selectStudentOrIs: 'STUDENT',
        })
      : []),
    ...(draft
      ? call(keyDocumentCalls.updateStatus.path, 'submitting a key document', {
          keyDocumentId: draft.id,
          lastUpdatedDate: draft.token,
          status: 'SUBMITTED',
        })
      : []),
  ];
}
