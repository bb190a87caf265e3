import { sql, type Kysely } from 'kysely';

/**
 * A migration step: `table`.`column` references `references` (a table another area's contract
 * offers, or the area's own), under the constraint `${table}_${name}_fk`. The names are the
 * migrations' own constants, never input.
 */
export async function addForeignKey(
  db: Kysely<any>,
  k: { table: string; column: string; references: string; name: string },
): Promise<void> {
  await sql
    .raw(
      `alter table ${k.table} add constraint ${k.table}_${k.name}_fk
         foreign key (${k.column}) references ${k.references}`,
    )
    .execute(db);
}
