import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { one, openDb, userIdOf } from '../support/db';

const run = promisify(execFile);
let raw: pg.Pool;

beforeAll(() => {
  raw = openDb();
});
afterAll(async () => {
  await raw.query(
    `update academic_staff a set receive_noti_ind = 'Y' from users u where u.user_id = a.user_id and u.account_id = 'as03'`,
  );
  await raw.end();
});

/** npm run digest -- --now …, on the suite's database, as an operator would run it. */
async function digest(...args: string[]) {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', 'src/cli/digest.ts', ...args], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, DATABASE_URL: inject('databaseUrl'), DATA_DIR: inject('dataDir') },
      timeout: 90_000,
    });
    return { code: 0, out: r.stdout, err: r.stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, out: x.stdout, err: x.stderr };
  }
}

describe('npm run digest -- --now [--user ACCOUNT]', () => {
  it("sends one person's digest once, then says it was already sent today", async () => {
    const first = await digest('--now', '--user', 'as02');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Daily digest of \d{4}-\d{2}-\d{2} for as02: 1 sent \(/m);
    expect(first.out).toMatch(/^Skipped: 0\.$/m);
    const userId = await userIdOf(raw, 'as02');
    expect(
      await one(raw, `select count(*)::int as n from digest_sends where user_id = $1 and digest_day = $2`, [
        userId,
        first.out.match(/of (\d{4}-\d{2}-\d{2})/)![1],
      ]),
    ).toEqual({ n: 1 });

    const second = await digest('--now', '--user', 'as02');
    expect(second.out).toMatch(/: 0 sent \(/);
    expect(second.out).toMatch(/^Skipped: 1:$/m);
    expect(second.out).toMatch(/^\s+1\s+already sent today$/m);
  });

  it('says why a person is skipped, and refuses an unknown account or a missing --now', async () => {
    await raw.query(
      `update academic_staff a set receive_noti_ind = 'N' from users u where u.user_id = a.user_id and u.account_id = 'as03'`,
    );
    const off = await digest('--now', '--user', 'as03');
    expect(off.out).toMatch(/: 0 sent \(/);
    expect(off.out).toMatch(/^\s+1\s+Receive Notification is N$/m);

    const unknown = await digest('--now', '--user', 'nobody99');
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toContain("There is no user 'nobody99'.");

    const usage = await digest();
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Usage: npm run digest -- --now');
  });
});
