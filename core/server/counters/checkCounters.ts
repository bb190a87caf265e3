import { sql } from 'kysely';
import type { AnyDb as Db, Copy, Figures } from './figures.js';
import { columnTypes, typed } from './columnTypes.js';
import { columnsOf } from './refreshStatement.js';
import { recomputed, rollupDifferences, type RollupTable } from './rollupTables.js';
import type { Counters } from './counters.js';
import { rebuildTally, tallyDifferences, type Tally } from './tallies.js';

/** Where stored figures differ from their recomputation. */
export interface CounterDifference {
  kind: 'figures' | 'rollup' | 'copy' | 'tally';
  /** The figures' id, the rollup table, the copy's or the tally's id. */
  name: string;
  /** Rows (figures) or groups (rollup) that differ. */
  count: number;
  /** The columns that differ in the sample. */
  columns: string[];
  /** A few of them: the key or group, what is stored and what the rows say. */
  sample: { at: unknown; stored: unknown; truth: unknown }[];
}

const SAMPLE = 5;

/** A figures table's rows that differ from the truth (missing and extra rows too). */
async function figuresDifferences(db: Db, c: Counters, f: Figures): Promise<CounterDifference> {
  const { key, all } = columnsOf(f);
  const types = await columnTypes(db, f.table);
  const cast = all.map((col) => `${typed(types, f.table, col, `t.${col}`)} as ${col}`).join(', ');
  const list = (a: string) => all.map((col) => `${a}.${col}`).join(', ');
  const r = await sql<{
    at: number;
    stored: Record<string, unknown> | null;
    truth: Record<string, unknown> | null;
    n: number;
  }>`
    with n as materialized (select ${sql.raw(cast)} from (${f.truth(null, c.ctx)}) t),
    o as materialized (select ${sql.raw(list('x'))} from ${sql.table(f.table)} x),
    d as (select coalesce(n.${sql.raw(key)}, o.${sql.raw(key)}) as at,
                 case when o.${sql.raw(key)} is not null then to_jsonb(o) end as stored,
                 case when n.${sql.raw(key)} is not null then to_jsonb(n) end as truth
            from n full join o on o.${sql.raw(key)} = n.${sql.raw(key)}
           where row(${sql.raw(list('o'))}) is distinct from row(${sql.raw(list('n'))}))
    select d.*, count(*) over ()::int as n from d order by d.at limit ${sql.lit(SAMPLE)}`.execute(db);
  return difference('figures', f.id, r.rows);
}

/** A copy's rows whose columns differ from what they copy (rows of its table only). */
function copyDiff(c: Copy) {
  const cols = c.columns;
  return sql`select t.${sql.raw(c.key)} as at, jsonb_build_object(${sql.raw(cols.map((x) => `'${x}', t.${x}`).join(', '))}) as stored,
      jsonb_build_object(${sql.raw(cols.map((x) => `'${x}', n.${x}`).join(', '))}) as truth
    from ${sql.table(c.table)} t join (${c.truth()}) n on n.${sql.raw(c.key)} = t.${sql.raw(c.key)}
   where row(${sql.raw(cols.map((x) => `t.${x}`).join(', '))}) is distinct from row(${sql.raw(cols.map((x) => `n.${x}`).join(', '))})`;
}

async function copyDifferences(db: Db, c: Copy): Promise<CounterDifference> {
  const r = await sql<{ at: unknown; stored: unknown; truth: unknown; n: number }>`
    select d.*, count(*) over ()::int as n from (${copyDiff(c)}) d order by d.at limit ${sql.lit(SAMPLE)}`.execute(db);
  return difference('copy', c.id, r.rows);
}

async function rollupTableDifferences(db: Db, t: RollupTable): Promise<CounterDifference> {
  const r = await sql<{ at: unknown; stored: unknown; truth: unknown; n: number }>`
    select d.grp as at, d.stored, d.truth, count(*) over ()::int as n
      from (${sql.raw(rollupDifferences(t))}) d order by d.grp::text limit ${sql.lit(SAMPLE)}`.execute(db);
  const out = difference('rollup', t.table, r.rows);
  out.columns = t.sums.filter((_, i) =>
    r.rows.some((x) => JSON.stringify((x.stored as unknown[])[i]) !== JSON.stringify((x.truth as unknown[])[i])),
  );
  return out;
}

async function tallyDiffs(db: Db, t: Tally): Promise<CounterDifference> {
  const r = await sql<{ at: unknown; stored: unknown; truth: unknown; n: number }>`
    select d.*, count(*) over ()::int as n from (${tallyDifferences(t)}) d order by d.at::text limit ${sql.lit(SAMPLE)}`.execute(
    db,
  );
  const out = difference('tally', t.id, r.rows);
  out.columns = t.sums.filter((_, i) =>
    r.rows.some((x) => JSON.stringify((x.stored as unknown[])[i]) !== JSON.stringify((x.truth as unknown[])[i])),
  );
  return out;
}

function difference(
  kind: CounterDifference['kind'],
  name: string,
  rows: { at: unknown; stored: unknown; truth: unknown; n: number }[],
): CounterDifference {
  const columns = new Set<string>();
  for (const x of rows) {
    const s = (x.stored ?? {}) as Record<string, unknown>;
    const t = (x.truth ?? {}) as Record<string, unknown>;
    for (const k of new Set([...Object.keys(s), ...Object.keys(t)])) {
      if (JSON.stringify(s[k]) !== JSON.stringify(t[k])) columns.add(k);
    }
  }
  return {
    kind,
    name,
    count: rows[0]?.n ?? 0,
    columns: [...columns],
    sample: rows.map(({ at, stored, truth }) => ({ at, stored, truth })),
  };
}

/** Every figures table and rollup table compared with its recomputation, in one snapshot. */
export async function counterDifferences(db: Db, counters: Counters): Promise<CounterDifference[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const out: CounterDifference[] = [];
      // Contributors first: the owner's figures read theirs.
      const order = [...counters.all].sort((a, b) => (a.role === b.role ? 0 : a.role === 'contributor' ? -1 : 1));
      for (const f of order) out.push(await figuresDifferences(trx, counters, f));
      for (const name of [...counters.rollups.keys()].sort()) {
        out.push(await rollupTableDifferences(trx, counters.rollups.get(name)!));
      }
      for (const c of counters.copies) out.push(await copyDifferences(trx, c));
      for (const t of counters.tallies) out.push(await tallyDiffs(trx, t));
      return out.filter((d) => d.count > 0);
    });
}

/**
 * Repairs every figure in one transaction: each figures table brought to its truth (the kernel's
 * refresh of every row, which also moves the rollups by what it rewrote), then each rollup table
 * recomputed where it still differs. Concurrent writers wait for it. Answers what it found
 * differing before (counterDifferences) and the rows each step rewrote.
 */
export async function repairCounters(db: Db, counters: Counters) {
  const found = await counterDifferences(db, counters);
  if (!found.length) {
    await counters.markBuilt(db);
    return { found, rewritten: new Map<string, number>() };
  }
  const rewritten = await db.transaction().execute(async (trx) => {
    // Copies first: a figures table may read them (a module's documents).
    const copied = new Map<string, number>();
    for (const c of counters.copies) {
      const cols = c.columns;
      const r = await sql`update ${sql.table(c.table)} t set ${sql.raw(cols.map((x) => `${x} = n.${x}`).join(', '))}
        from (${c.truth()}) n where n.${sql.raw(c.key)} = t.${sql.raw(c.key)}
         and row(${sql.raw(cols.map((x) => `t.${x}`).join(', '))}) is distinct from row(${sql.raw(cols.map((x) => `n.${x}`).join(', '))})`.execute(
        trx,
      );
      if (Number(r.numAffectedRows ?? 0)) copied.set(c.id, Number(r.numAffectedRows));
    }
    const written = await counters.refresh(
      trx,
      counters.all.map((f) => ({ figures: f, keys: null })),
    );
    for (const name of [...counters.rollups.keys()].sort()) {
      const t = counters.rollups.get(name)!;
      await sql`lock table ${sql.table(name)} in share row exclusive mode`.execute(trx);
      const left = await rollupTableDifferences(trx, t);
      if (!left.count) continue;
      await sql`delete from ${sql.table(name)}`.execute(trx);
      await sql`insert into ${sql.table(name)} (${sql.raw([...t.by, ...t.sums].join(', '))}) ${sql.raw(recomputed(t))}`.execute(
        trx,
      );
      written.set(name, left.count);
    }
    for (const t of counters.tallies) {
      const n = await rebuildTally(trx, t);
      if (n) written.set(t.id, n);
    }
    return new Map([...copied, ...written]);
  });
  return { found, rewritten };
}
