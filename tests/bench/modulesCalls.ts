import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import type { AcademicServerRoute, RouteContext, ServerRoute } from '@core/server/plugin.js';
import type { Actor } from '@core/server/auth/actor.js';
import { FieldPoints } from '@core/server/extensions/fieldPoints.js';
import { Counters } from '@core/server/counters/counters.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { modulesRoutes } from '@plugins/modules/server/routes.js';
import { modulesCalls, modulesHomeCalls } from '@schemas/modules/calls.js';
import type { BenchCall } from './calls.js';

const SNAPSHOT = 'bench_modules_group_snapshot';
/** Students one bulk change selects (issue 28's benchmark). */
const BULK = 100;
/** The bulk change's request numbers (the write's pool), far from any value its statements carry. */
const POOL_BASE = 900_000_000;

/**
 * The route with the kernel parts the bench harness leaves out (the enabled plugins and their
 * field points), so its captured SQL is the server's, contributed figures included.
 */
function withKernel(p: string, enabled: ReadonlySet<string>, extensions: FieldPoints, counters: Counters): ServerRoute {
  const route = modulesRoutes.find((r): r is AcademicServerRoute => r.path === p && r.auth === 'academic');
  if (!route) throw new Error(`no route ${p}`);
  return {
    ...route,
    handler: (ctx: RouteContext<unknown, Actor>) =>
      route.handler({ ...ctx, kernel: { ...(ctx.kernel ?? {}), enabled, extensions, counters } as never }),
  };
}

/**
 * Issue 28's benchmark, as mc01 (convener and AS of BSc CS) makes the calls on the largest BSc CS
 * module (every student of the programme: 10,000+ in the 100,000-student set): the Student List
 * page 1 sorted by total mark and (the WPA area on) by the pending WPA count, the Module Summary
 * with every counter (the whole module, and as01's students: each its own statement text), one
 * assignment tab, and a sub group change of 100 students.
 */
export async function modulesBenchCalls(db: Db): Promise<BenchCall[]> {
  const app = await loadAppConfig(path.resolve(process.env.CONFIG_DIR || 'config'));
  if (!app.plugins.includes('modules')) return [];
  const plugins = await loadServerPlugins(path.resolve(process.env.PLUGINS_DIR || 'plugins'), app.plugins);
  const enabled = new Set(app.plugins);
  const extensions = new FieldPoints(plugins);
  const counters = Counters.of(plugins);
  const route = (p: string) => withKernel(p, enabled, extensions, counters);
  const homeRoute = (p: string) => modulesRoutes.find((r) => r.path === p)!;
  const restore = (d: Db) => restoreGroups(d, counters);
  await restore(db);
  const m = (
    await sql<{ cohortModuleId: number; cohortProgId: number; assignId: number | null }>`
      select cm.cohort_module_id, cm.cohort_prog_id,
        (select cohort_module_assign_id from cohort_module_assigns where cohort_module_id = cm.cohort_module_id
          order by assign_seq limit 1 offset 1) as assign_id
        from cohort_modules cm join cohort_programmes cp using (cohort_prog_id)
        join programmes p using (prog_id) join cohorts c using (cohort_id)
       where p.prog_code = 'BSCCS' and c.is_current = 'Y'`.execute(db)
  ).rows[0];
  if (!m) return [];
  const as01 = (await sql<{ userId: number }>`select user_id from users where account_id = 'as01'`.execute(db)).rows[0];
  const headers = { 'x-cohort-prog-id': String(m.cohortProgId) };
  const list = { cohortModuleId: m.cohortModuleId, page: 1, startRow: 0, pageSize: 10 };
  const pendingWpa = extensions
    .fields((await import('@schemas/modules/contract.js')).modulesContract.points.studentFacts)
    .some((f) => f.name === 'pendingWpaCount');
  const students = (
    await sql<{ id: number }>`select student_module_id as id from student_modules
      where cohort_module_id = ${m.cohortModuleId} order by student_module_id limit ${BULK * 20}`.execute(db)
  ).rows.map((r) => r.id);
  const chunks = Math.floor(students.length / BULK);
  await sql
    .raw(
      `create table ${SNAPSHOT} as select student_module_id, sub_group, last_updated_by, last_updated_date,
      (select coalesce(max(event_id), 0) from student_module_events)::bigint as event_mark
      from student_modules where student_module_id in (${students.join(',') || 'null'})`,
    )
    .execute(db);
  const calls: BenchCall[] = [
    {
      path: modulesCalls.searchModuleStudent.path,
      what: 'Student List of the BSc CS module, page 1 sorted by total mark',
      body: { ...list, orderBy: 'total_module_mark DESC' },
      headers,
      route: route(modulesCalls.searchModuleStudent.path),
    },
    ...(pendingWpa
      ? [
          {
            path: modulesCalls.searchModuleStudent.path,
            what: 'Student List of the BSc CS module, page 1 sorted by the pending WPA count (contributed)',
            body: { ...list, orderBy: 'pending_wpa_count DESC' },
            headers,
            route: route(modulesCalls.searchModuleStudent.path),
          },
        ]
      : []),
    {
      path: modulesCalls.searchModuleById.path,
      what: 'Module Summary of the BSc CS module with every counter',
      body: { cohortModuleId: m.cohortModuleId },
      headers,
      route: route(modulesCalls.searchModuleById.path),
    },
    ...(as01
      ? [
          {
            path: modulesCalls.searchModuleById.path,
            what: "Module Summary of the BSc CS module, as01's students (the Student Assigned view)",
            body: { cohortModuleId: m.cohortModuleId, academicSupervisorUserId: as01.userId },
            headers,
            route: route(modulesCalls.searchModuleById.path),
          },
        ]
      : []),
  ];
  const first = (
    await sql<{
      id: number;
    }>`select min(student_module_id) as id from student_modules where cohort_module_id = ${m.cohortModuleId}`.execute(
      db,
    )
  ).rows[0]?.id;
  // Issue 36: the screens' other opening calls.
  calls.push(
    {
      path: modulesCalls.searchModuleStudent.path,
      what: 'Student List of the BSc CS module as it opens (student ID order)',
      body: list,
      headers,
      route: route(modulesCalls.searchModuleStudent.path),
    },
    {
      path: modulesCalls.searchModuleStudent.path,
      what: "the BSc CS module's students with an overdue assignment (moduleStudentList/overdueAssign)",
      body: { ...list, showStatus: 'overdueAssign' },
      headers,
      route: route(modulesCalls.searchModuleStudent.path),
    },
    {
      path: modulesCalls.searchAssignList.path,
      what: "the BSc CS module's assignment tabs with their counts",
      body: { cohortModuleId: m.cohortModuleId },
      headers,
      route: route(modulesCalls.searchAssignList.path),
    },
    {
      path: modulesHomeCalls.searchModule.path,
      what: "the Assessment card of mc01's BSc CS programme",
      body: { cohortProgId: m.cohortProgId },
      headers,
      route: homeRoute(modulesHomeCalls.searchModule.path),
    },
  );
  if (first) {
    calls.push({
      path: modulesCalls.searchModuleStudentById.path,
      what: 'the student summary of a BSc CS student',
      body: { studentModuleId: first },
      headers,
      route: route(modulesCalls.searchModuleStudentById.path),
    });
  }
  if (m.assignId) {
    calls.push({
      path: modulesCalls.search.path,
      what: 'one assignment tab of the BSc CS module, page 1',
      body: { cohortModuleAssignId: m.assignId, page: 1, startRow: 0, pageSize: 10 },
      headers,
      route: route(modulesCalls.search.path),
    });
  }
  if (chunks >= 2) {
    // Request n changes the n-th hundred (round the first 2,000 students); the pool's numbers name
    // requests only (no statement carries them), so the SQL replay repeats the first hundred.
    const body = (n: number) => {
      const i = (n - POOL_BASE) % chunks;
      return {
        cohortModuleId: m.cohortModuleId,
        group: 5,
        studentModuleList: students.slice(i * BULK, (i + 1) * BULK).map((studentModuleId) => ({ studentModuleId })),
      };
    };
    calls.push({
      path: modulesCalls.updateStudentModuleGroup.path,
      what: `Edit Sub Group of ${BULK} students of the BSc CS module (one transaction)`,
      body: body(0),
      headers,
      route: route(modulesCalls.updateStudentModuleGroup.path),
      write: {
        pool: Array.from({ length: 5_000 }, (_, n) => POOL_BASE + n),
        body,
        reset: async () => undefined,
        restore: () => restore(db),
      },
    });
  } else await restore(db);
  return calls;
}

/** Puts the benchmarked students' sub groups back (and their figures), and deletes the phases' events. */
async function restoreGroups(db: Db, counters: Counters) {
  const exists = await sql<{ t: string | null }>`select to_regclass(${SNAPSHOT}) as t`.execute(db);
  if (!exists.rows[0]?.t) return;
  await db.transaction().execute(async (trx) => {
    await sql
      .raw(`delete from student_module_events where event_id > (select coalesce(max(event_mark), 0) from ${SNAPSHOT})`)
      .execute(trx);
    await sql
      .raw(
        `update student_modules sm set sub_group = s.sub_group, last_updated_by = s.last_updated_by,
        last_updated_date = s.last_updated_date from ${SNAPSHOT} s where s.student_module_id = sm.student_module_id`,
      )
      .execute(trx);
    const ids = await sql.raw<{ id: number }>(`select student_module_id as id from ${SNAPSHOT}`).execute(trx);
    await counters.refresh(trx, [{ figures: 'modules.studentFigures', keys: ids.rows.map((r) => r.id) }]);
    await sql.raw(`drop table ${SNAPSHOT}`).execute(trx);
  });
}
