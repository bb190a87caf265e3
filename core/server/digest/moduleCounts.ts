import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ChoiceRef, RouteRef } from '@schemas/core/contract.js';
import { ALL_STAFF } from '../counters/figures.js';
import type { DigestBatch, DigestItem, DigestSection } from './digestPoint.js';

/**
 * What sections counted per cohort module share (the kernel's reference model: cohort_modules,
 * modules): the batch's people per module, the counts of a section's rows per person and module
 * with the module's code and name, and the items they make.
 */

/**
 * The batch's people per cohort module of the programmes where they hold one of `roles`, as the
 * table (user_id, academic_staff_id, cohort_prog_id, cohort_module_id, whole): `whole` when they
 * hold one of `whole` there (they see every student of the module; the others their own).
 */
export function moduleStaff(batch: DigestBatch, o: { roles: readonly string[]; whole?: readonly string[] }) {
  return sql`(select r.user_id, min(r.academic_staff_id) as academic_staff_id, r.cohort_prog_id, cm.cohort_module_id,
      bool_or(r.role_code = any(${[...(o.whole ?? [])]}::text[])) as whole
    from ${batch.roles} r join cohort_modules cm on cm.cohort_prog_id = r.cohort_prog_id
    where r.role_code = any(${[...o.roles]}::text[])
    group by r.user_id, r.cohort_prog_id, cm.cohort_module_id)`;
}

/** One person's count in one module. */
export interface ModuleCount {
  userId: number;
  cohortProgId: number;
  cohortModuleId: number;
  moduleCode: string;
  moduleName: string;
  count: number;
}

/**
 * Counts `rows` (user_id, cohort_prog_id, cohort_module_id and the section's own columns; `n`,
 * how many things the row stands for, when a section reads maintained figures, else one row per
 * thing) per person and module, with the module's code and name; `extra` adds aggregates over the
 * rows (`, count(*) filter (where c.status = …) as …`).
 */
export function countPerModule<R extends ModuleCount = ModuleCount>(
  rows: RawBuilder<unknown>,
  o: { extra?: RawBuilder<unknown>; summed?: boolean } = {},
) {
  const count = o.summed ? sql`sum(c.n)` : sql`count(*)`;
  return sql<R>`select c.user_id, c.cohort_prog_id, c.cohort_module_id, m.module_code, m.module_name,
      ${count}::int as count ${o.extra ?? sql``}
    from (${rows}) c
    join cohort_modules cm on cm.cohort_module_id = c.cohort_module_id
    join modules m on m.module_id = cm.module_id
    group by 1, 2, 3, 4, 5`;
}

/**
 * The key of a person's row in an area's maintained per-module-and-supervisor figures
 * (core/server/counters perModuleAndStaff), over moduleStaff's `who`: the whole module's row for
 * those who see every student, else their own.
 */
export const figuresStaff = sql`case when who.whole then ${sql.lit(ALL_STAFF)} else who.academic_staff_id end`;

/** The items of module counts: the module's code and name as the line's parameters, its page with the module chosen. */
export function moduleItems<R extends ModuleCount>(
  rows: readonly R[],
  page: { to: RouteRef<string>; choice: ChoiceRef; params?: (r: R) => Record<string, string> },
): DigestItem[] {
  return rows.map((r) => ({
    userId: r.userId,
    count: r.count,
    params: { moduleCode: r.moduleCode, moduleName: r.moduleName },
    link: {
      to: page.to,
      params: page.params?.(r) ?? {},
      cohortProgId: r.cohortProgId,
      choice: { ref: page.choice, value: r.cohortModuleId },
    },
  }));
}

/**
 * A section counted per cohort module, as data: who it answers for (moduleStaff's roles and
 * whole), the rows it counts over them (`who`), how (countPerModule's options), and the page
 * its items open with the module chosen.
 */
export function moduleSection<R extends ModuleCount = ModuleCount>(s: {
  id: string;
  order: number;
  titleKey: string;
  itemKey: string;
  titleParams?: Readonly<Record<string, string | number>>;
  staff: { roles: readonly string[]; whole?: readonly string[] };
  rows: (who: RawBuilder<unknown>) => RawBuilder<unknown>;
  count?: { extra?: RawBuilder<unknown>; summed?: boolean };
  page: { to: RouteRef<string>; choice: ChoiceRef; params?: (r: R) => Record<string, string> };
}): DigestSection {
  const { staff, rows, count, page, ...heading } = s;
  return {
    ...heading,
    async items({ db, batch }) {
      const who = moduleStaff(batch, staff);
      const r = await countPerModule<R>(rows(who), count).execute(db as Kysely<any>);
      return moduleItems(r.rows, page);
    },
  };
}
