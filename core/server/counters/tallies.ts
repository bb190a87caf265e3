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

const cols = (t: Tally, alias: string) => t.by.map((c) => `${alias}.${c}`).join(', ');
const sums = (t: Tally, alias: string) => t.sums.map((c) => `coalesce(${alias}.${c}, 0)`).join(', ');

/** The groups where a tally's table differs from its truth: the group, stored and recomputed sums. */
export function tallyDifferences(t: Tally): RawBuilder<{ at: unknown; stored: unknown; truth: unknown }> {
  const on = t.by.map((c) => `s.${c} is not distinct from r.${c}`).join(' and ');
  const group = t.by.map((c) => `'${c}', coalesce(s.${c}, r.${c})`).join(', ');
  const nonZero = t.sums.map((c) => `${c} <> 0`).join(' or ');
  return sql`select jsonb_build_object(${sql.raw(group)}) as at, jsonb_build_array(${sql.raw(sums(t, 's'))}) as stored,
      jsonb_build_array(${sql.raw(sums(t, 'r'))}) as truth
    from (select ${sql.raw([cols(t, 'x'), ...t.sums.map((c) => `x.${c}`)].join(', '))} from ${sql.table(t.table)} x
           where ${sql.raw(nonZero)}) s
    full join (select * from (${t.truth()}) n where ${sql.raw(nonZero)}) r on ${sql.raw(on)}
   where row(${sql.raw(sums(t, 's'))}) is distinct from row(${sql.raw(sums(t, 'r'))})`;
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
