/**
 * Statement triggers that add the rows a statement inserted to `counts` and subtract those it
 * deleted (an update is both), keyed by `keys`. A function per operation, because each sees
 * only its own transition tables. Upserts go in key order so that two transactions touching the
 * same counters lock them in the same order.
 */
export function statementCounters(table: string, counts: string, keys: string[]): string[] {
  const k = keys.join(', ');
  const ins = `select ${k}, 1 as d from new_rows`;
  const del = `select ${k}, -1 as d from old_rows`;
  const ops = [
    { op: 'insert', tables: 'new table as new_rows', rows: ins },
    { op: 'update', tables: 'old table as old_rows new table as new_rows', rows: `${ins} union all ${del}` },
    { op: 'delete', tables: 'old table as old_rows', rows: del },
  ];
  return [
    ...ops.flatMap(({ op, tables, rows }) => [
      `create function ${counts}_${op}() returns trigger language plpgsql as $$
       begin
         insert into ${counts} (${k}, n)
         select ${k}, sum(d) from (${rows}) x group by ${k} having sum(d) <> 0 order by ${k}
         on conflict (${k}) do update set n = ${counts}.n + excluded.n;
         return null;
       end $$`,
      `create trigger ${counts}_${op} after ${op} on ${table} referencing ${tables}
         for each statement execute function ${counts}_${op}()`,
    ]),
    `create function ${counts}_truncate() returns trigger language plpgsql as $$
     begin delete from ${counts}; return null; end $$`,
    `create trigger ${counts}_truncate after truncate on ${table} for each statement execute function ${counts}_truncate()`,
  ];
}
