import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { modulesContract } from '@schemas/modules/contract.js';
import { openDb, rows } from '../support/db';

/**
 * The cross-area rule (docs/ARCHITECTURE.md 'Ownership'): a row of one area that names a row of a
 * table another area offers in its contract (`keys`) does so by a foreign key, ON DELETE NO
 * ACTION: the owner cannot delete a row another area hangs from. Checked on the suite's database,
 * every plugin on: each column named like the offered table's primary key has one.
 */
const OFFERED = Object.values(modulesContract.keys);

let db: pg.Pool;
beforeAll(() => {
  db = openDb();
});
afterAll(async () => {
  await db.end();
});

describe('references across areas are foreign keys', () => {
  it.each(OFFERED)('every column naming a row of %s references it, ON DELETE NO ACTION', async (table) => {
    const [pk] = await rows<{ column: string }>(
      db,
      `select a.attname as column from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = $1::regclass and i.indisprimary`,
      [table],
    );
    const columns = await rows<{ tbl: string; fk: string | null; on_delete: string | null }>(
      db,
      `select c.relname as tbl,
              (select f.confrelid::regclass::text from pg_constraint f
                where f.conrelid = c.oid and f.contype = 'f' and f.conkey = array[a.attnum]) as fk,
              (select f.confdeltype::text from pg_constraint f
                where f.conrelid = c.oid and f.contype = 'f' and f.conkey = array[a.attnum]) as on_delete
         from pg_attribute a join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where c.relkind = 'r' and a.attname = $1 and c.relname <> $2 and not a.attisdropped
        order by c.relname`,
      [pk!.column, table],
    );
    // The WPA and key-documents areas hang from student modules, and so do the area's own rows.
    expect(columns.map((c) => c.tbl)).toEqual(
      expect.arrayContaining(['key_document_events', 'key_documents', 'wpa_appls', 'wpa_weightings']),
    );
    expect(columns.filter((c) => c.fk !== table || c.on_delete !== 'a')).toEqual([]);
  });
});
