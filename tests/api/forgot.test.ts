import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { call } from '../support/api';
import { lastMailId, one, openDb, rows } from '../support/db';
import { openProviderSignIn } from '../support/signOnSteps';

let db: pg.Pool;
beforeAll(() => {
  db = openDb();
});
afterAll(async () => {
  await db.end();
});

/** Mail queued after `after` (whatever the worker has done with it since). */
const mailSince = (after: number) =>
  rows<{ to_address: string; subject: string; body_text: string; status: string }>(
    db,
    'select to_address, subject, body_text, status from mail_outbox where mail_id > $1 order by mail_id',
    [after],
  );

const userRow = (accountId: string) =>
  one(
    db,
    'select user_id, email, password_hash, temp_password_hash, temp_password_expires_at from users where account_id = $1',
    [accountId],
  );

describe('forgotUser/forgotUserID: a partner gets their user ID by email; nobody learns whether an email exists', () => {
  it('a partner email (bare JSON string) answers SUCCESS and queues a mail to it naming the account id', async () => {
    const ip01 = await userRow('ip01');
    const before = await lastMailId(db);
    const r = await call('forgotUser/forgotUserID', ip01.email);
    expect(r.msg).toBe('SUCCESS');
    expect(r.errorCode).toBeNull();
    const mail = await mailSince(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe(ip01.email);
    expect(mail[0]!.body_text).toContain('ip01');
    expect(['PENDING', 'SENT']).toContain(mail[0]!.status);
  });

  it('the email is matched whatever its case', async () => {
    const ip02 = await userRow('ip02');
    const before = await lastMailId(db);
    const r = await call('forgotUser/forgotUserID', ip02.email.toUpperCase());
    expect(r.msg).toBe('SUCCESS');
    const mail = await mailSince(before);
    expect(mail.map((m) => m.to_address)).toEqual([ip02.email]);
    expect(mail[0]!.body_text).toContain('ip02');
  });

  it('an unknown email answers the same SUCCESS and queues nothing', async () => {
    const before = await lastMailId(db);
    const r = await call('forgotUser/forgotUserID', 'nobody.at.all@nowhere.example.com');
    expect(r).toEqual({ status: 200, msg: 'SUCCESS', object: null, errorCode: null });
    expect(await mailSince(before)).toEqual([]);
  });

  it("a staff member's email answers SUCCESS but queues nothing (staff use the central account service)", async () => {
    const mc01 = await userRow('mc01');
    const before = await lastMailId(db);
    const r = await call('forgotUser/forgotUserID', mc01.email);
    expect(r.msg).toBe('SUCCESS');
    expect(await mailSince(before)).toEqual([]);
  });

  it.each(['not-an-email', 'a@b', 'a@b.c', 'a b@example.com', 'a@example.toolong', ''])(
    'a badly formed email %j answers VALIDATION "Incorrect Email format."',
    async (email) => {
      const before = await lastMailId(db);
      const r = await call('forgotUser/forgotUserID', email);
      expect(r.status).toBe(400);
      expect(r.errorCode).toBe('VALIDATION');
      expect(r.msg).toBe('Incorrect Email format.');
      expect(await mailSince(before)).toEqual([]);
    },
  );

  it('an email longer than 50 characters answers VALIDATION', async () => {
    const email = `${'a'.repeat(39)}@example.com`; // 51 characters, well formed
    expect(email.length).toBe(51);
    const r = await call('forgotUser/forgotUserID', email);
    expect(r.errorCode).toBe('VALIDATION');
    // 50 characters is still accepted.
    expect((await call('forgotUser/forgotUserID', email.slice(1))).msg).toBe('SUCCESS');
  });

  it('an object instead of the bare string answers VALIDATION', async () => {
    const r = await call('forgotUser/forgotUserID', { email: 'x@example.com' });
    expect(r.errorCode).toBe('VALIDATION');
  });
});

describe('forgotUser/forgotPassword: a partner gets a temporary password by mail; the old one keeps working', () => {
  const touched = new Map<
    string,
    { password_hash: string; temp_password_hash: string | null; temp_password_expires_at: Date | null }
  >();
  const remember = async (accountId: string) => {
    if (!touched.has(accountId)) touched.set(accountId, await userRow(accountId));
  };
  afterAll(async () => {
    for (const [accountId, u] of touched) {
      await db.query(
        'update users set password_hash = $2, temp_password_hash = $3, temp_password_expires_at = $4 where account_id = $1',
        [accountId, u.password_hash, u.temp_password_hash, u.temp_password_expires_at],
      );
    }
  });

  it('a partner code answers SUCCESS, sets temp_password_hash for 24 hours and queues a mail to the partner', async () => {
    await remember('ip01');
    const ip01 = await userRow('ip01');
    const before = await lastMailId(db);
    const r = await call('forgotUser/forgotPassword', 'ip01');
    expect(r.msg).toBe('SUCCESS');
    const after = await one(
      db,
      `select temp_password_hash, password_hash,
              temp_password_expires_at between now() + interval '23 hours' and now() + interval '25 hours' as in_a_day
         from users where account_id = 'ip01'`,
    );
    expect(after.temp_password_hash).toMatch(/^scrypt\$/);
    expect(after.in_a_day).toBe(true);
    expect(after.password_hash).toBe(ip01.password_hash);
    const mail = await mailSince(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe(ip01.email);
    expect(mail[0]!.body_text).toContain('ip01');
  });

  it('the old password still works at the provider after a reset was asked for', async () => {
    await remember('ip01');
    expect((await call('forgotUser/forgotPassword', 'ip01')).msg).toBe('SUCCESS');
    const p = await openProviderSignIn();
    const res = await p.submit('ip01', 'demo');
    expect(res.status).toBe(303);
  });

  it('the temporary password from the mail signs in once asked for, and then becomes the password', async () => {
    await remember('ip05');
    const before = await lastMailId(db);
    expect((await call('forgotUser/forgotPassword', 'ip05')).msg).toBe('SUCCESS');
    const mail = await mailSince(before);
    const temp = /Temporary password: (\S+)/.exec(mail[0]!.body_text)?.[1];
    expect(temp).toBeTruthy();
    const p = await openProviderSignIn();
    expect((await p.submit('ip05', temp!)).status).toBe(303);
    const after = await userRow('ip05');
    expect(after.temp_password_hash).toBeNull();
    // The temporary password is now the password; the old one is replaced.
    expect((await (await openProviderSignIn()).submit('ip05', 'demo')).status).toBe(401);
    expect((await (await openProviderSignIn()).submit('ip05', temp!)).status).toBe(303);
  });

  it('an expired temporary password is refused', async () => {
    await remember('ip06');
    const before = await lastMailId(db);
    expect((await call('forgotUser/forgotPassword', 'ip06')).msg).toBe('SUCCESS');
    const temp = /Temporary password: (\S+)/.exec((await mailSince(before))[0]!.body_text)![1]!;
    await db.query(`update users set temp_password_expires_at = now() - interval '1 minute' where account_id = 'ip06'`);
    expect((await (await openProviderSignIn()).submit('ip06', temp)).status).toBe(401);
  });

  it('a staff code (mc01) answers SUCCESS and changes and queues nothing', async () => {
    await remember('mc01');
    const before = await lastMailId(db);
    const r = await call('forgotUser/forgotPassword', 'mc01');
    expect(r.msg).toBe('SUCCESS');
    expect(await mailSince(before)).toEqual([]);
    expect((await userRow('mc01')).temp_password_hash).toBeNull();
  });

  it('an unknown code answers SUCCESS and queues nothing', async () => {
    const before = await lastMailId(db);
    expect((await call('forgotUser/forgotPassword', 'nosuchuser')).msg).toBe('SUCCESS');
    expect(await mailSince(before)).toEqual([]);
  });

  it("whitespace inside the code is removed: 'i p 0 1' resets ip01", async () => {
    await remember('ip01');
    await db.query(
      `update users set temp_password_hash = null, temp_password_expires_at = null where account_id = 'ip01'`,
    );
    const ip01 = await userRow('ip01');
    const before = await lastMailId(db);
    const r = await call('forgotUser/forgotPassword', ' i p 0\t1 ');
    expect(r.msg).toBe('SUCCESS');
    expect((await userRow('ip01')).temp_password_hash).toMatch(/^scrypt\$/);
    const mail = await mailSince(before);
    expect(mail.map((m) => m.to_address)).toEqual([ip01.email]);
  });

  it('a code of whitespace only answers VALIDATION', async () => {
    const r = await call('forgotUser/forgotPassword', '   ');
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toBe('User Code is required.');
  });

  it('a code longer than 50 characters answers VALIDATION', async () => {
    const r = await call('forgotUser/forgotPassword', 'x'.repeat(51));
    expect(r.errorCode).toBe('VALIDATION');
  });
});
