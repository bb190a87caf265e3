import { sql, type RawBuilder } from 'kysely';
import type { Figures, FiguresContext, Keys, Rollup } from './figures.js';
import { keysIn } from './figures.js';
import { typed } from './columnTypes.js';

/** A figures table's columns in the order every part of a refresh uses. */
export function columnsOf(f: Figures): {
  key: string;
  scope: readonly string[];
  facts: readonly string[];
  all: string[];
} {
  const key = f.point.figures!.key;
  const scope = f.point.figures!.scope;
  return { key, scope, facts: f.facts, all: [key, ...scope, ...f.facts] };
}

/** One row of a refresh's answer: a changed key, or one group's change of a rollup. */
export interface RefreshRow {
  kind: 'k' | 'r';
  key: number | null;
  scopeChanged: boolean | null;
  factsChanged: boolean | null;
  /** The rollup's index in the figures' `rollups`. */
  rollup: number | null;
  /** The group's columns and the change of each sum (new rows less old). */
  delta: Record<string, unknown> | null;
}

const list = (xs: readonly string[], alias: string) => xs.map((c) => `${alias}.${c}`).join(', ');
const row = (xs: readonly string[], alias: string) => `row(${list(xs, alias)})`;

/** The SQL of one rollup's change: the changed rows' sums per group, new (+1) less old (-1). */
function rollupDelta(r: Rollup, index: number): string {
  const groups = Object.values(r.by);
  const fields = [
    ...Object.entries(r.by).map(([c, e]) => `'${c}', ${e}`),
    ...Object.entries(r.sums).map(([c, e]) => `'${c}', sum(f.sign * (${e}))`),
  ];
  const moved = Object.values(r.sums)
    .map((e) => `sum(f.sign * (${e})) <> 0`)
    .join(' or ');
  return `select 'r', null::int, null::boolean, null::boolean, ${index}, jsonb_build_object(${fields.join(', ')})
    from s f ${r.from ?? ''} ${r.where ? `where ${r.where}` : ''}
    group by ${groups.join(', ')} having ${moved}`;
}

/**
 * The one statement that brings a figures table's rows for `keys` to their truth: it reads the
 * truth and the stored rows (one snapshot, taken after the caller locked the rows), writes the
 * rows that differ (new, changed, gone; `placeholders` are rows the caller inserted empty to lock
 * them, which count as absent), and answers the changed keys (did the scope or the facts change)
 * and each rollup's change per group.
 */
export function refreshStatement(
  f: Figures,
  keys: Keys,
  placeholders: readonly number[],
  ctx: FiguresContext,
  types: Map<string, string>,
): RawBuilder<RefreshRow> {
  const { key, scope, facts, all } = columnsOf(f);
  const T = f.table;
  const cast = all.map((c) => `${typed(types, T, c, `t.${c}`)} as ${c}`).join(', ');
  const others = all.filter((c) => c !== key);
  const set = others.map((c) => `${c} = excluded.${c}`).join(', ');
  const rollups = (f.rollups ?? []).map((r, i) => `union all ${rollupDelta(r, i)}`).join('\n');
  return sql<RefreshRow>`
    with n as materialized (select ${sql.raw(cast)} from (${f.truth(keys, ctx)}) t),
    o as materialized (
      select ${sql.raw(list(all, 'x'))} from ${sql.table(T)} x
       where ${keysIn(`x.${key}`, keys)} and not (x.${sql.raw(key)} = any(${[...placeholders]}::int[]))),
    d as materialized (
      select coalesce(n.${sql.raw(key)}, o.${sql.raw(key)}) as key, n.${sql.raw(key)} is not null as has,
             ${sql.raw(row(scope, 'o'))} is distinct from ${sql.raw(row(scope, 'n'))} as scope_changed,
             ${sql.raw(row(facts, 'o'))} is distinct from ${sql.raw(row(facts, 'n'))} as facts_changed
        from n full join o on o.${sql.raw(key)} = n.${sql.raw(key)}
       where ${sql.raw(row(all, 'o'))} is distinct from ${sql.raw(row(all, 'n'))}),
    up as (
      insert into ${sql.table(T)} (${sql.raw(all.join(', '))})
      select ${sql.raw(list(all, 'n'))} from n join d on d.key = n.${sql.raw(key)}
      on conflict (${sql.raw(key)}) do update set ${sql.raw(set)}
      returning 1),
    gone as (
      delete from ${sql.table(T)} x
       where x.${sql.raw(key)} = any(array(
         select d.key from d where not d.has
         union all
         select p.k from unnest(${[...placeholders]}::int[]) as p(k) where not exists (select 1 from n where n.${sql.raw(key)} = p.k)))
      returning 1),
    s as (
      select -1 as sign, o.* from o join d on d.key = o.${sql.raw(key)}
      union all
      select 1 as sign, n.* from n join d on d.key = n.${sql.raw(key)})
    select 'k' as kind, d.key, d.scope_changed, d.facts_changed, null::int as rollup, null::jsonb as delta from d
    ${sql.raw(rollups)}`;
}
