import { sql, type Kysely } from 'kysely';

/** One step of an area's schema history. Never edit one that has landed: add the next. */
export interface Migration {
  name: string;
  /**
   * Plugins that must be enabled for this step (it reads what they publish). While one is off the
   * step is skipped and NOT recorded, so it runs at the first start with them on.
   */
  needs?: readonly string[];
  up(db: Kysely<any>): Promise<void>;
}

export interface MigrationSet {
  /** 'core' or the plugin id. */
  owner: string;
  migrations: readonly Migration[];
}

/**
 * Runs every migration not yet recorded, owner by owner in the order given (core first, then
 * plugins in dependency order: pluginLoader.orderByDependencies), each in its own transaction
 * together with its record. A step whose `needs` are not all enabled waits, unrecorded.
 * An advisory lock keeps two server copies starting at once from racing.
 */
export async function migrate(
  db: Kysely<any>,
  sets: readonly MigrationSet[],
  enabled: ReadonlySet<string> = new Set(sets.map((s) => s.owner)),
): Promise<{ applied: string[]; waiting: string[] }> {
  const applied: string[] = [];
  const waiting: string[] = [];
  await refuseOlderDatabase(db);
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
          const off = (m.needs ?? []).filter((id) => !enabled.has(id));
          if (off.length) {
            waiting.push(`${set.owner}:${m.name} (needs ${off.join(', ')})`);
            continue;
          }
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
  return { applied, waiting };
}

/**
 * Databases are upgraded from the release of issue 34 on (docs/DECISIONS.md 'Upgrades'). Every
 * database made before it holds kernel_owners, the record of hand-overs that release removed:
 * such a database stops the start with how to recreate it, rather than run on a layout no
 * migration of this release was written for.
 */
async function refuseOlderDatabase(db: Kysely<any>) {
  const r = await sql<{ old: boolean }>`select to_regclass('kernel_owners') is not null as old`.execute(db);
  if (r.rows[0]?.old) {
    throw new Error(
      'This database was made by a release before issue 34 (it holds the table kernel_owners), and is not upgraded. ' +
        'Recreate it: stop the server and delete the data folder (DATA_DIR, default data/), or point DATABASE_URL at an empty database.',
    );
  }
}

/** A step that runs its SQL statements in order (the usual migration: tables, indexes, views). */
export function sqlMigration(name: string, statements: readonly string[]): Migration {
  return {
    name,
    async up(db) {
      for (const s of statements) await sql.raw(s).execute(db);
    },
  };
}
