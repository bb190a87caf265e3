import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** A small pool on the suite's database, for reading and arranging rows directly. */
export function openDb(): pg.Pool {
  return new pg.Pool({ connectionString: inject('databaseUrl'), max: 3 });
}

/** The first row of a query, or undefined. */
export async function one<T = any>(db: pg.Pool, text: string, values: unknown[] = []): Promise<T | undefined> {
  const r = await db.query(text, values);
  return r.rows[0] as T | undefined;
}

export async function rows<T = any>(db: pg.Pool, text: string, values: unknown[] = []): Promise<T[]> {
  const r = await db.query(text, values);
  return r.rows as T[];
}

/** A named secret from kernel_secrets (jwt, files, cookie…). */
export async function kernelSecret(db: pg.Pool, name: string): Promise<string> {
  const row = await one<{ value: string }>(db, 'select value from kernel_secrets where name = $1', [name]);
  if (!row) throw new Error(`no kernel secret '${name}'`);
  return row.value;
}

export async function userIdOf(db: pg.Pool, accountId: string): Promise<number> {
  const row = await one<{ user_id: number }>(db, 'select user_id from users where lower(account_id) = lower($1)', [
    accountId,
  ]);
  if (!row) throw new Error(`no user '${accountId}'`);
  return row.user_id;
}

/** The highest mail_id in the outbox now (rows queued later have a greater id). */
export async function lastMailId(db: pg.Pool): Promise<number> {
  const row = await one<{ id: string | null }>(db, 'select max(mail_id) as id from mail_outbox');
  return Number(row?.id ?? 0);
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
