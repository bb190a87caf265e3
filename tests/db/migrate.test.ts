import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { connect, type Db } from '@core/server/db/connect.js';
import { migrate, type Migration } from '@core/server/db/migrate.js';
import { coreMigrations } from '@core/server/db/migrations/index.js';
import { secret } from '@core/server/secrets.js';
import { createTestDatabase } from '../support/testDatabase.js';

let db: Db;
const owner = `test-${randomBytes(3).toString('hex')}`;
const table = `mig_probe_${randomBytes(3).toString('hex')}`;

beforeAll(() => {
  db = connect(inject('databaseUrl'), 2).db;
});
afterAll(async () => {
  await sql.raw(`drop table if exists ${table}`).execute(db);
  await sql`delete from kernel_migrations where owner = ${owner}`.execute(db);
  await db.destroy();
});

const recorded = async () =>
  (
    await sql<{ name: string }>`select name from kernel_migrations where owner = ${owner} order by name`.execute(db)
  ).rows.map((r) => r.name);

describe('migrations run once, in order, each in its own transaction with its record', () => {
  it("the kernel's migrations are already applied: running them again applies nothing", async () => {
    expect((await migrate(db, [{ owner: 'core', migrations: coreMigrations }])).applied).toEqual([]);
  });

  it('a new owner’s migrations are applied once and recorded', async () => {
    const m1: Migration = {
      name: '001_create',
      up: (k: Kysely<any>) =>
        sql
          .raw(`create table ${table} (id int)`)
          .execute(k)
          .then(() => {}),
    };
    const m2: Migration = {
      name: '002_add',
      up: (k: Kysely<any>) =>
        sql
          .raw(`alter table ${table} add column note text`)
          .execute(k)
          .then(() => {}),
    };
    expect((await migrate(db, [{ owner, migrations: [m1, m2] }])).applied).toEqual([
      `${owner}:001_create`,
      `${owner}:002_add`,
    ]);
    expect(await recorded()).toEqual(['001_create', '002_add']);
    expect((await migrate(db, [{ owner, migrations: [m1, m2] }])).applied).toEqual([]);
  });

  it('a failing migration leaves neither its change nor its record, and stops the run', async () => {
    const bad: Migration = {
      name: '003_fails',
      async up(k) {
        await sql.raw(`alter table ${table} add column half_done int`).execute(k);
        throw new Error('broken migration');
      },
    };
    const after: Migration = { name: '004_after', up: async () => {} };
    await expect(migrate(db, [{ owner, migrations: [bad, after] }])).rejects.toThrow('broken migration');
    expect(await recorded()).toEqual(['001_create', '002_add']);
    const cols = await sql<{
      c: string;
    }>`select column_name as c from information_schema.columns where table_name = ${table}`.execute(db);
    expect(cols.rows.map((r) => r.c).sort()).toEqual(['id', 'note']);
  });

  it('a migration name declared twice is refused', async () => {
    const m: Migration = { name: '005_twice', up: async () => {} };
    await expect(migrate(db, [{ owner, migrations: [m, m] }])).rejects.toThrow(/declared twice/);
  });
});

describe('databases are upgraded from the release of issue 34 on', () => {
  it('a database made before it (it holds kernel_owners) stops the start with how to recreate it, and nothing is made in it', async () => {
    const old = await createTestDatabase(inject('databaseUrl'));
    const odb = connect(old.url, 1).db;
    try {
      await sql`create table kernel_owners (object_name varchar(200) primary key)`.execute(odb);
      await expect(migrate(odb, [{ owner: 'core', migrations: coreMigrations }])).rejects.toThrow(
        /before issue 34.*Recreate it/,
      );
      const made = await sql<{ t: string | null }>`select to_regclass('users')::text as t`.execute(odb);
      expect(made.rows[0]!.t).toBeNull();
    } finally {
      await odb.destroy();
      await old.drop();
    }
  });
});

describe('kernel secrets are made once and shared', () => {
  it('secret() answers the same value every time, as stored', async () => {
    const name = `test.${randomBytes(3).toString('hex')}`;
    try {
      const a = await secret(db, name);
      const b = await secret(db, name, () => 'would-replace');
      expect(b).toBe(a);
      expect(a.length).toBeGreaterThanOrEqual(32);
    } finally {
      await sql`delete from kernel_secrets where name = ${name}`.execute(db);
    }
  });
});
