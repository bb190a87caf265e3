import { sql } from 'kysely';
import type { AnyDb as Db } from './figures.js';

/**
 * The SQL types of a table's columns ('numeric(5,2)', 'integer[]'…), read once per process: a
 * refresh casts the truth to them, so that a figure compares equal to what is stored (a float
 * 72.225 is not the stored 72.23), and reads rollup deltas back into them.
 */
const known = new Map<string, Promise<Map<string, string>>>();

export function columnTypes(db: Db, table: string): Promise<Map<string, string>> {
  let types = known.get(table);
  if (!types) {
    types = sql<{ name: string; type: string }>`
      select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
       where attrelid = to_regclass(${table}) and attnum > 0 and not attisdropped`
      .execute(db)
      .then((r) => {
        if (!r.rows.length) throw new Error(`The counters' table '${table}' does not exist (are its migrations run?).`);
        return new Map(r.rows.map((c) => [c.name, c.type]));
      });
    types.catch(() => known.delete(table));
    known.set(table, types);
  }
  return types;
}

/** `column::type` of a table's column, or an error naming it. */
export function typed(types: Map<string, string>, table: string, column: string, expr = column): string {
  const type = types.get(column);
  if (!type) throw new Error(`'${table}' has no column '${column}'.`);
  return `(${expr})::${type}`;
}
