import { sql } from 'kysely';
import type { AnyDb as Db } from './figures.js';
import type { Figures, Rollup } from './figures.js';
import { columnTypes, typed } from './columnTypes.js';

/** A rollup table: its group columns (its primary key) and its sums, and the figures that feed it. */
export interface RollupTable {
  table: string;
  by: string[];
  sums: string[];
  sources: { figures: Figures; rollup: Rollup }[];
}

/** The rollup tables of some figures; every declaration of one table must name the same columns. */
export function rollupTables(figures: readonly Figures[]): Map<string, RollupTable> {
  const tables = new Map<string, RollupTable>();
  for (const f of figures) {
    for (const r of f.rollups ?? []) {
      const by = Object.keys(r.by);
      const sums = Object.keys(r.sums);
      const t = tables.get(r.table);
      if (!t) {
        tables.set(r.table, { table: r.table, by, sums, sources: [{ figures: f, rollup: r }] });
        continue;
      }
      if (t.by.join() !== by.join() || t.sums.join() !== sums.join()) {
        throw new Error(`The rollups of '${r.table}' declare different columns (${f.id}).`);
      }
      t.sources.push({ figures: f, rollup: r });
    }
  }
  return tables;
}

/**
 * Adds the collected changes to rollup tables, table by table in name order and each table's
 * groups in key order, so that two writers meet every rollup row in the same order (no deadlock).
 */
export async function applyDeltas(trx: Db, tables: Map<string, RollupTable>, deltas: Map<string, object[]>) {
  for (const name of [...deltas.keys()].sort()) {
    const rows = deltas.get(name)!;
    if (!rows.length) continue;
    const t = tables.get(name)!;
    const types = await columnTypes(trx, name);
    const shape = [...t.by, ...t.sums].map((c) => `${c} ${types.get(c) ?? 'numeric'}`).join(', ');
    const by = t.by.join(', ');
    const sums = t.sums.map((c) => typed(types, name, c, `sum(x.${c})`)).join(', ');
    const add = t.sums.map((c) => `${c} = ${name}.${c} + excluded.${c}`).join(', ');
    await sql`insert into ${sql.table(name)} (${sql.raw([...t.by, ...t.sums].join(', '))})
      select ${sql.raw(by)}, ${sql.raw(sums)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(shape)})
       group by ${sql.raw(by)} order by ${sql.raw(by)}
      on conflict (${sql.raw(by)}) do update set ${sql.raw(add)}`.execute(trx);
  }
}

/** A rollup table's rows recomputed from its figures tables (every group with a sum not 0). */
export function recomputed(t: RollupTable) {
  const parts = t.sources.map(({ figures, rollup }) => {
    const by = Object.entries(rollup.by).map(([c, e]) => `${e} as ${c}`);
    const sums = Object.entries(rollup.sums).map(([c, e]) => `(${e}) as ${c}`);
    return `select ${[...by, ...sums].join(', ')} from ${figures.table} f ${rollup.from ?? ''} ${rollup.where ? `where ${rollup.where}` : ''}`;
  });
  const sums = t.sums.map((c) => `sum(${c}) as ${c}`).join(', ');
  const nonZero = t.sums.map((c) => `sum(${c}) <> 0`).join(' or ');
  return `select ${t.by.join(', ')}, ${sums} from (${parts.join(' union all ')}) u group by ${t.by.join(', ')} having ${nonZero}`;
}

/**
 * The groups where a rollup table differs from its recomputation (a stored row with every sum
 * 0 counts as absent): the group, and the stored and recomputed sums.
 */
export function rollupDifferences(t: RollupTable): string {
  const on = t.by.map((c) => `s.${c} = r.${c}`).join(' and ');
  const side = (a: string) => t.sums.map((c) => `coalesce(${a}.${c}, 0)`).join(', ');
  const group = t.by.map((c) => `'${c}', coalesce(s.${c}, r.${c})`).join(', ');
  return `select jsonb_build_object(${group}) as grp, jsonb_build_array(${side('s')}) as stored,
      jsonb_build_array(${side('r')}) as truth
    from (select * from ${t.table} where ${t.sums.map((c) => `${c} <> 0`).join(' or ')}) s
    full join (${recomputed(t)}) r on ${on}
   where row(${side('s')}) is distinct from row(${side('r')})`;
}
