import { sql, type Kysely } from 'kysely';

/**
 * One step of an area's schema history. Never edit one that has landed: add the next. The one
 * exception is a hand-over (`takesOver`): the object's old owner stops creating it, and the new
 * owner's step creates it where it is missing and adopts it, rows and all, where it exists.
 */
export interface Migration {
  name: string;
  /**
   * Plugins that must be enabled for this step (it reads what they publish). While one is off the
   * step is skipped and NOT recorded, so it runs at the first start with them on.
   */
  needs?: readonly string[];
  /**
   * Objects an earlier owner created that this step takes over as they stand (rows kept): written
   * to kernel_owners with the owner they came from. The step must create them if they are missing
   * (a new database) and leave their rows where they exist (an existing one).
   */
  takesOver?: readonly { object: string; from: string }[];
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
  await sql`create table if not exists kernel_migrations (
      owner varchar(60) not null,
      name varchar(200) not null,
      applied_date timestamptz not null default now(),
      primary key (owner, name))`.execute(db);
  // Who owns what was handed over, and since when: the record of every declared hand-over.
  await sql`create table if not exists kernel_owners (
      object_name varchar(200) primary key,
      owner varchar(60) not null,
      taken_from varchar(60) not null,
      taken_by_step varchar(200) not null,
      taken_date timestamptz not null default now())`.execute(db);
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
            for (const t of m.takesOver ?? []) {
              await sql`insert into kernel_owners (object_name, owner, taken_from, taken_by_step)
                values (${t.object}, ${set.owner}, ${t.from}, ${m.name})
                on conflict (object_name) do update set owner = excluded.owner, taken_from = excluded.taken_from,
                  taken_by_step = excluded.taken_by_step, taken_date = now()`.execute(trx);
            }
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
