import { CompiledQuery } from 'kysely';
import type { Handle } from '../db/areaDb.js';
import { kernelHandle } from '../db/handles.js';
import type { Db as BossDb } from 'pg-boss';

/**
 * pg-boss runs its statements through an adapter when given one: this one sends them down the
 * caller's Kysely transaction, so a job added there commits or rolls back with the change.
 * Plugins are bypassed so pg-boss reads its rows with the column names it wrote.
 */
export function transactionAdapter(trx: Handle): BossDb {
  const raw = kernelHandle(trx).withoutPlugins();
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const r = await raw.executeQuery(CompiledQuery.raw(text, values));
      return { rows: r.rows as any[] };
    },
  };
}
