import { sql, type Kysely } from 'kysely';

/** One step of a plugin's schema history. Never edit one that has landed: add the next. */
export interface Migration {
  name: string;
  up(db: Kysely<any>): Promise<void>;
}

export interface MigrationSet {
  /** 'core' or the plugin id. */
  owner: string;
  migrations: readonly Migration[];
}

/**
 * Runs every migration not yet recorded, owner by owner in the order given (core first, then
 * plugins in config order), each in its own transaction together with its record.
 * An advisory lock keeps two server copies starting at once from racing.
 */
export async function migrate(db: Kysely<any>, sets: readonly MigrationSet[]): Promise<string[]> {
  const applied: string[] = [];
  await sql`create table if not exists kernel_migrations (
      owner varchar(60) not null,
      name varchar(200) not null,
      applied_date timestamptz not null default now(),
      primary key (owner, name))`.execute(db);
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(8080001)`.execute(conn);
    try {
      const done = await conn.selectFrom('kernel_migrations').select(['owner', 'name']).execute();
      const seen = new Set(done.map((r: { owner: string; name: string }) => `${r.owner}:${r.name}`));
      for (const set of sets) {
        const names = new Set<string>();
        for (const m of set.migrations) {
          if (names.has(m.name)) throw new Error(`Migration ${set.owner}:${m.name} is declared twice.`);
          names.add(m.name);
          if (seen.has(`${set.owner}:${m.name}`)) continue;
          await conn.transaction().execute(async (trx) => {
            await m.up(trx);
            await trx.insertInto('kernel_migrations').values({ owner: set.owner, name: m.name }).execute();
          });
          applied.push(`${set.owner}:${m.name}`);
        }
      }
    } finally {
      await sql`select pg_advisory_unlock(8080001)`.execute(conn);
    }
  });
  return applied;
}
