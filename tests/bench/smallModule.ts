import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import type { Counters } from '@core/server/counters/counters.js';

/** The module code of the benchmark's small module (the issue's 40-student module). */
export const SMALL_MODULE_CODE = 'WIL-SMALL-40';

/** The columns of a table but those named: a copy of its rows takes the rest as they are. */
async function columnsBut(db: Db, table: string, but: readonly string[]): Promise<string[]> {
  const r = await sql<{ name: string }>`select column_name as name from information_schema.columns
    where table_name = ${table} and table_schema = current_schema() order by ordinal_position`.execute(db);
  return r.rows.map((c) => c.name).filter((c) => !but.includes(c));
}

/**
 * A module of `students` students beside a large one (issue 36's size ratios): in the large
 * module's cohort programme, with the same parameters and assignments, and the first students of
 * the large module (by student ID) with copies of their assignments, WPAs and key documents, so
 * that both modules hold the same mix of figures; then its figures, through the kernel's
 * counters. Made once: a second call answers the module made before.
 */
export async function ensureSmallModule(db: Db, counters: Counters, from: number, students = 40): Promise<number> {
  const found = await sql<{ id: number }>`select cm.cohort_module_id as id from cohort_modules cm
    join modules m using (module_id) where m.module_code = ${SMALL_MODULE_CODE}`.execute(db);
  if (found.rows[0]) return found.rows[0].id;
  return db.transaction().execute(async (trx) => {
    const moduleId = (
      await sql<{ id: number }>`insert into modules (module_code, module_name, prog_id, created_by, last_updated_by)
        select ${SMALL_MODULE_CODE}, 'WIL Placement (small cohort)', m.prog_id, 'bench', 'bench'
          from cohort_modules cm join modules m using (module_id) where cm.cohort_module_id = ${from}
        returning module_id as id`.execute(trx)
    ).rows[0]!.id;
    const id = (
      await sql<{
        id: number;
      }>`insert into cohort_modules (cohort_prog_id, module_id, status, created_by, last_updated_by)
        select cohort_prog_id, ${moduleId}, status, 'bench', 'bench' from cohort_modules where cohort_module_id = ${from}
        returning cohort_module_id as id`.execute(trx)
    ).rows[0]!.id;
    const params = await columnsBut(trx, 'module_parameters', ['cohort_module_id']);
    await sql
      .raw(
        `insert into module_parameters (cohort_module_id, ${params.join(', ')})
      select ${id}, ${params.join(', ')} from module_parameters where cohort_module_id = ${from}`,
      )
      .execute(trx);
    const assigns = await columnsBut(trx, 'cohort_module_assigns', ['cohort_module_assign_id', 'cohort_module_id']);
    await sql
      .raw(
        `insert into cohort_module_assigns (cohort_module_id, ${assigns.join(', ')})
      select ${id}, ${assigns.join(', ')} from cohort_module_assigns where cohort_module_id = ${from}`,
      )
      .execute(trx);
    // The students: the large module's first, each mapped to its new student module.
    await sql`create temporary table small_students on commit drop as
      select sm.student_module_id as old_id, nextval(pg_get_serial_sequence('student_modules', 'student_module_id'))::int as new_id
        from student_modules sm join students s using (student_id)
       where sm.cohort_module_id = ${from} order by s.student_acct_id limit ${students}`.execute(trx);
    const enrol = await columnsBut(trx, 'student_modules', ['student_module_id', 'cohort_module_id']);
    await sql
      .raw(
        `insert into student_modules (student_module_id, cohort_module_id, ${enrol.join(', ')})
      select m.new_id, ${id}, ${enrol.map((c) => `sm.${c}`).join(', ')}
        from small_students m join student_modules sm on sm.student_module_id = m.old_id`,
      )
      .execute(trx);
    const work = await columnsBut(trx, 'student_module_assigns', [
      'student_module_assign_id',
      'cohort_module_assign_id',
      'student_module_id',
    ]);
    await sql
      .raw(
        `insert into student_module_assigns (cohort_module_assign_id, student_module_id, ${work.join(', ')})
      select n.cohort_module_assign_id, m.new_id, ${work.map((c) => `sma.${c}`).join(', ')}
        from small_students m join student_module_assigns sma on sma.student_module_id = m.old_id
        join cohort_module_assigns o on o.cohort_module_assign_id = sma.cohort_module_assign_id
        join cohort_module_assigns n on n.cohort_module_id = ${id} and n.assign_seq = o.assign_seq`,
      )
      .execute(trx);
    for (const [table, key] of [
      ['wpa_appls', 'wpa_appl_id'],
      ['key_documents', 'key_document_id'],
    ] as const) {
      const exists = await sql<{ t: string | null }>`select to_regclass(${table})::text as t`.execute(trx);
      if (!exists.rows[0]?.t) continue;
      const cols = await columnsBut(trx, table, [key, 'student_module_id', 'cohort_module_id']);
      await sql
        .raw(
          `insert into ${table} (student_module_id, cohort_module_id, ${cols.join(', ')})
        select m.new_id, ${id}, ${cols.map((c) => `x.${c}`).join(', ')}
          from small_students m join ${table} x on x.student_module_id = m.old_id`,
        )
        .execute(trx);
    }
    const keys = (await sql<{ k: number }>`select new_id as k from small_students`.execute(trx)).rows.map((r) => r.k);
    await counters.refresh(
      trx,
      counters.all.map((f) => ({ figures: f, keys })),
    );
    return id;
  });
}
