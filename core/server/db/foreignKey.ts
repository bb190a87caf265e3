import { sql, type Kysely } from 'kysely';
import type { Migration } from './migrate.js';

/** A foreign key a migration adds (addForeignKey). */
export interface ForeignKey {
  table: string;
  column: string;
  references: string;
  name: string;
}

/**
 * A migration step: `table`.`column` references `references` (a table another area's contract
 * offers, or the area's own), under the constraint `${table}_${name}_fk`. The names are the
 * migrations' own constants, never input.
 */
export async function addForeignKey(db: Kysely<any>, k: ForeignKey): Promise<void> {
  await sql
    .raw(
      `alter table ${k.table} add constraint ${k.table}_${k.name}_fk
         foreign key (${k.column}) references ${k.references}`,
    )
    .execute(db);
}

/** A migration whose one step adds a foreign key (a cross-area key of the Ownership rule). */
export const foreignKeyMigration = (name: string, k: ForeignKey): Migration => ({
  name,
  up: (db) => addForeignKey(db, k),
});
