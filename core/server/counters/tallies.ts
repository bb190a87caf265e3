import { sql, type RawBuilder } from 'kysely';
import type { AnyDb as Db } from './figures.js';

/**
 * Sums per group kept in an area's own table by the area's writes (each adds what it wrote, in its
 * transaction: a decision per programme and day), where no figures row per key underlies them (the
 * events are the rows). `truth` says them from the rows; check-counters compares and repairs them.
 * A group's columns may be null (one unique index, nulls not distinct).
 */
export interface Tally {
  /** `<plugin id>.<name>`. */
  readonly id: string;
  readonly table: string;
  /** The group's columns (the table's unique key). */
  readonly by: readonly string[];
  /** The summed columns: a stored group whose sums are all 0 counts as absent. */
  readonly sums: readonly string[];
  /** A select of the group's columns and the sums as the rows say them, one row per group. */
  truth(): RawBuilder<unknown>;
}

export const defineTally = (t: Tally): Tally => t;

/**
 * The groups where a tally's table differs from its truth: the group, stored and recomputed sums.
 * Both sides stacked and grouped (a group's null columns group as equal, as its unique index says).
 */
export function tallyDifferences(t: Tally): RawBuilder<{ at: unknown; stored: unknown; truth: unknown }> {
  const by = t.by.join(', ');
  const group = t.by.map((c) => `'${c}', u.${c}`).join(', ');
  const side = (which: 'stored' | 'truth', alias: string) =>
    t.sums.map((c) =>
      which === 'stored' ? `${alias}.${c} as s_${c}, 0 as t_${c}` : `0 as s_${c}, ${alias}.${c} as t_${c}`,
    );
  const total = (p: string) => t.sums.map((c) => `coalesce(sum(u.${p}_${c}), 0)`).join(', ');
  return sql`select jsonb_build_object(${sql.raw(group)}) as at, jsonb_build_array(${sql.raw(total('s'))}) as stored,
      jsonb_build_array(${sql.raw(total('t'))}) as truth
    from (select ${sql.raw([by, ...side('stored', 'x')].join(', '))} from ${sql.table(t.table)} x
          union all
          select ${sql.raw([by, ...side('truth', 'n')].join(', '))} from (${t.truth()}) n) u
   group by ${sql.raw(t.by.map((c) => `u.${c}`).join(', '))}
  having row(${sql.raw(total('s'))}) is distinct from row(${sql.raw(total('t'))})`;
}

/**
 * Rewrites a tally's table from its truth in `trx` (a repair, a seed's or a grow's rebuild):
 * writers of the table wait for it. Answers the groups that differed.
 */
export async function rebuildTally(trx: Db, t: Tally): Promise<number> {
  if (!trx.isTransaction) return trx.transaction().execute((x) => rebuildTally(x, t));
  await sql`lock table ${sql.table(t.table)} in share row exclusive mode`.execute(trx);
  const r = await sql<{ n: number }>`select count(*)::int as n from (${tallyDifferences(t)}) d`.execute(trx);
  const n = r.rows[0]?.n ?? 0;
  if (!n) return 0;
  const all = [...t.by, ...t.sums].join(', ');
  await sql`delete from ${sql.table(t.table)}`.execute(trx);
  await sql`insert into ${sql.table(t.table)} (${sql.raw(all)})
    select ${sql.raw(all)} from (${t.truth()}) n where ${sql.raw(t.sums.map((c) => `${c} <> 0`).join(' or '))}`.execute(
    trx,
  );
  return n;
}
