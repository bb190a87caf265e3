import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import type pg from 'pg';
import { call, signIn, signOn } from '../support/api';
import { kernelSecret, one, openDb, sha256, userIdOf } from '../support/db';
import { ajaxLoginWith, openProviderSignIn } from '../support/signOnSteps';
import { startSecondApp, type SecondApp } from '../support/secondApp';

const ONLY_ACADEMIC = 'Only academic staff can sign in to WIL Academic.';
const MAINTENANCE = 'WIL Platform is currently under maintenance.';

let db: pg.Pool;
beforeAll(() => {
  db = openDb();
});
afterAll(async () => {
  await db.end();
});

/** An academic call that needs nothing but a valid session. */
const probe = (token?: string, headers?: Record<string, string>) =>
  call('cohort/searchCohortYear', {}, { token, headers });

const sessionOf = (accessToken: string) => String(decodeJwt(accessToken).sid);

async function signJwt(payload: Record<string, unknown>, sub: string, exp: number, key?: string, alg = 'HS256') {
  const secret = new TextEncoder().encode(key ?? (await kernelSecret(db, 'jwt')));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg })
    .setSubject(sub)
    .setIssuedAt(Math.min(now, exp - 60))
    .setExpirationTime(exp)
    .sign(secret);
}

describe('sign-in: academic staff complete single sign-on and get the product session', () => {
  it('mc01 signs on: ajaxLogin answers SUCCESS with userInfo, accessToken, refreshToken and sasToken', async () => {
    const s = await signOn('mc01');
    expect(s.query.code).toBeTruthy();
    expect(s.query.state).toBeTruthy();
    const r = await s.ajaxLogin();
    expect(r.status).toBe(200);
    expect(r.msg).toBe('SUCCESS');
    expect(r.errorCode).toBeNull();

    const user = await one(db, 'select user_id, first_name, last_name, email from users where account_id = $1', [
      'mc01',
    ]);
    const info = r.object.userInfo;
    expect(info.userType).toBe('ACADEMIC');
    expect(info.userId).toBe(user.user_id);
    expect(info.userName).toBe(`${user.first_name} ${user.last_name}`);
    expect(info.email).toBe(user.email);
    // mc01's first role in the current cohort (by the roles' display order).
    const role = await one(
      db,
      `select r.role_code, r.role_name from staff_roles sr
         join academic_staff a on a.academic_staff_id = sr.academic_staff_id
         join cohort_programmes cp on cp.cohort_prog_id = sr.cohort_prog_id
         join cohorts c on c.cohort_id = cp.cohort_id
         join roles r on r.role_code = sr.role_code
        where a.user_id = $1 and c.is_current = 'Y'
        order by r.disp_seq limit 1`,
      [user.user_id],
    );
    expect(info.roleCode).toBe(role.role_code);
    expect(info.roleName).toBe(role.role_name);
    expect(info.token).toBe(r.object.accessToken);

    expect(typeof r.object.accessToken).toBe('string');
    expect(typeof r.object.refreshToken).toBe('string');
    expect(r.object.refreshToken).not.toBe(r.object.accessToken);
    // The sasToken reads stored images only, and only while this session lasts (issue 14).
    expect(r.object.sasToken).toMatch(/^se=\d+&sp=images%2F&sid=[\w-]+&sig=[\w-]+$/);

    // The session is real: the access token opens an academic call, and a session row exists.
    expect((await probe(r.object.accessToken)).msg).toBe('SUCCESS');
    const session = await one(db, 'select user_id, revoked_at from auth_sessions where session_id = $1', [
      sessionOf(r.object.accessToken),
    ]);
    expect(session).toMatchObject({ user_id: user.user_id, revoked_at: null });
  });

  it('an account id is matched whatever its case (MC01 signs in as mc01)', async () => {
    const r = await (await signOn('MC01')).ajaxLogin();
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.userInfo.userId).toBe(await userIdOf(db, 'mc01'));
  });

  it.each(['stu01', 'ip01', 'adm01'])(
    '%s completes the provider step but ajaxLogin answers FORBIDDEN and opens no session',
    async (login) => {
      const userId = await userIdOf(db, login);
      const before = await one(db, 'select count(*)::int as n from auth_sessions where user_id = $1', [userId]);
      const s = await signOn(login); // throws unless the provider accepted the password
      const r = await s.ajaxLogin();
      expect(r.status).toBe(403);
      expect(r.errorCode).toBe('FORBIDDEN');
      expect(r.msg).toBe(ONLY_ACADEMIC);
      expect(r.object).toBeNull();
      const after = await one(db, 'select count(*)::int as n from auth_sessions where user_id = $1', [userId]);
      expect(after.n).toBe(before.n);
    },
  );
});

describe('the identity provider refuses a wrong password', () => {
  it('POST /idp/interaction/<uid>/login with a wrong password answers 401 and the sign-in page with the error', async () => {
    const p = await openProviderSignIn();
    expect(p.pageStatus).toBe(200);
    expect(p.pageText).not.toContain('The User ID or Password is incorrect.');
    const r = await p.submit('mc01', 'not-the-password');
    expect(r.status).toBe(401);
    expect(r.text).toContain('The User ID or Password is incorrect.');
    expect(r.text).toContain('<form');
    expect(r.location).toBeNull();
    // The same interaction still takes the right password afterwards.
    const ok = await p.submit('mc01', 'demo');
    expect(ok.status).toBe(303);
  });

  it('an unknown user id is refused with the same message', async () => {
    const p = await openProviderSignIn();
    const r = await p.submit('nobody-here', 'demo');
    expect(r.status).toBe(401);
    expect(r.text).toContain('The User ID or Password is incorrect.');
  });

  it('an inactive account cannot sign in, and its open session stops working', async () => {
    const s = await signIn('as05');
    try {
      await db.query(`update users set active = 'N' where account_id = 'as05'`);
      const p = await openProviderSignIn();
      expect((await p.submit('as05', 'demo')).status).toBe(401);
      const r = await probe(s.accessToken);
      expect(r.errorCode).toBe('OVERTIME');
    } finally {
      await db.query(`update users set active = 'Y' where account_id = 'as05'`);
    }
  });
});

describe('ajaxLogin accepts only the state and code of its own sign-on', () => {
  it('a state that does not match the cookie answers VALIDATION', async () => {
    const s = await signOn('mc01');
    const r = await ajaxLoginWith(s, { ...s.query, state: `${s.query.state}x` });
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).not.toBe('SUCCESS');
  });

  it('without the sign-on cookie the code is refused with VALIDATION', async () => {
    const s = await signOn('mc01');
    const r = await ajaxLoginWith(null, s.query);
    expect(r.errorCode).toBe('VALIDATION');
  });

  it('a code used twice is refused the second time', async () => {
    const s = await signOn('mc01');
    const first = await s.ajaxLogin();
    expect(first.msg).toBe('SUCCESS');
    const second = await s.ajaxLogin();
    expect(second.msg).not.toBe('SUCCESS');
    expect(second.errorCode).toBe('UNAUTHORIZED');
    expect(second.object).toBeNull();
  });
});

describe('checkToken restores the session from the refresh token and rotates it', () => {
  it('answers new tokens and userInfo; the old refresh token fails once its successor has been used', async () => {
    const s = await signIn('mc01');
    const r = await call('academic/login/checkToken', { refreshToken: s.refreshToken });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.userInfo.userType).toBe('ACADEMIC');
    expect(r.object.userInfo.userId).toBe(s.userInfo.userId);
    expect(r.object.refreshToken).not.toBe(s.refreshToken);
    expect(r.object.accessToken).toBeTruthy();
    expect(r.object.sasToken).toMatch(/sig=/);
    expect(sessionOf(r.object.accessToken)).toBe(sessionOf(s.accessToken));
    expect((await probe(r.object.accessToken)).msg).toBe('SUCCESS');

    // The next page load rotates the successor; the first token is then spent for good.
    const next = await call('academic/login/checkToken', { refreshToken: r.object.refreshToken });
    expect(next.msg).toBe('SUCCESS');
    const again = await call('academic/login/checkToken', { refreshToken: s.refreshToken });
    expect(again.msg).not.toBe('SUCCESS');
    expect(again.object).toBeNull();
  });

  it('a page load cut off mid-check presents the same token again and gets the same successor', async () => {
    const s = await signIn('mc01');
    const first = await call('academic/login/checkToken', { refreshToken: s.refreshToken });
    const reload = await call('academic/login/checkToken', { refreshToken: s.refreshToken });
    expect(first.msg).toBe('SUCCESS');
    expect(reload.msg).toBe('SUCCESS');
    expect(reload.object.refreshToken).toBe(first.object.refreshToken);
    expect((await probe(reload.object.accessToken)).msg).toBe('SUCCESS');
  });

  it('an unknown refresh token is refused', async () => {
    const r = await call('academic/login/checkToken', { refreshToken: randomBytes(32).toString('base64url') });
    expect(r.msg).not.toBe('SUCCESS');
    expect(r.errorCode).toBe('UNAUTHORIZED');
  });
});

describe('only ACADEMIC users pass the session check (spec 000 §6)', () => {
  // A session of a student, made directly in the database (ajaxLogin never opens one).
  let sessionId: string;
  let refreshToken: string;
  let accessToken: string;
  beforeAll(async () => {
    const userId = await userIdOf(db, 'stu01');
    sessionId = randomUUID();
    refreshToken = randomBytes(32).toString('base64url');
    await db.query('insert into auth_sessions (session_id, user_id) values ($1, $2)', [sessionId, userId]);
    await db.query('insert into refresh_tokens (token_hash, session_id) values ($1, $2)', [
      sha256(refreshToken),
      sessionId,
    ]);
    accessToken = await signJwt({ sid: sessionId }, String(userId), Math.floor(Date.now() / 1000) + 300);
  });
  afterAll(async () => {
    await db.query('delete from refresh_tokens where session_id = $1', [sessionId]);
    await db.query('delete from auth_sessions where session_id = $1', [sessionId]);
  });

  it("a non-academic user's access token is refused on an academic call with FORBIDDEN", async () => {
    const r = await probe(accessToken);
    expect(r.status).toBe(403);
    expect(r.errorCode).toBe('FORBIDDEN');
  });

  it("checkToken with a non-academic user's refresh token answers FORBIDDEN and closes that session", async () => {
    const r = await call('academic/login/checkToken', { refreshToken });
    expect(r.errorCode).toBe('FORBIDDEN');
    expect(r.msg).toBe(ONLY_ACADEMIC);
    const row = await one(db, 'select revoked_at, revoke_reason from auth_sessions where session_id = $1', [sessionId]);
    expect(row.revoked_at).not.toBeNull();
  });
});

describe('refreshToken rotates; a reused refresh token revokes the whole session', () => {
  it('each refresh answers a new pair that works, and the previous refresh token is spent', async () => {
    const s = await signIn('mc01');
    const r1 = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(r1.msg).toBe('SUCCESS');
    expect(r1.object.refreshToken).not.toBe(s.refreshToken);
    expect(sessionOf(r1.object.accessToken)).toBe(sessionOf(s.accessToken));
    expect((await probe(r1.object.accessToken)).msg).toBe('SUCCESS');

    const r2 = await call('academic/login/refreshToken', { refreshToken: r1.object.refreshToken });
    expect(r2.msg).toBe('SUCCESS');
    expect(r2.object.refreshToken).not.toBe(r1.object.refreshToken);
    expect((await probe(r2.object.accessToken)).msg).toBe('SUCCESS');
  });

  it('reusing a spent refresh token is refused and revokes the family: newest refresh and current access stop working', async () => {
    const s = await signIn('mc01');
    const r1 = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    const r2 = await call('academic/login/refreshToken', { refreshToken: r1.object.refreshToken });
    expect(r2.msg).toBe('SUCCESS');
    expect((await probe(r2.object.accessToken)).msg).toBe('SUCCESS');

    const reuse = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(reuse.msg).not.toBe('SUCCESS');
    expect(reuse.object).toBeNull();

    const newest = await call('academic/login/refreshToken', { refreshToken: r2.object.refreshToken });
    expect(newest.msg).not.toBe('SUCCESS');
    const access = await probe(r2.object.accessToken);
    expect(access.errorCode).toBe('OVERTIME');
    const row = await one(db, 'select revoked_at, revoke_reason from auth_sessions where session_id = $1', [
      sessionOf(s.accessToken),
    ]);
    expect(row.revoked_at).not.toBeNull();
    expect(row.revoke_reason).toBe('REFRESH_REUSED');
  });
});

/** Issue 14: parallel tabs and reloads present a just-rotated token; that must not sign anyone out. */
describe('the grace window: a just-rotated refresh token answers the same successor (REFRESH_GRACE_S)', () => {
  const revokedAt = async (accessToken: string) =>
    (await one(db, 'select revoked_at from auth_sessions where session_id = $1', [sessionOf(accessToken)])).revoked_at;

  it('simultaneous refreshes with one token all succeed with the same successor, and the session lives on', async () => {
    for (let round = 0; round < 5; round++) {
      const s = await signIn('mc01');
      const answers = await Promise.all(
        [0, 1, 2].map(() => call('academic/login/refreshToken', { refreshToken: s.refreshToken })),
      );
      expect(
        answers.map((a) => a.msg),
        `round ${round}`,
      ).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS']);
      const successors = new Set(answers.map((a) => a.object.refreshToken));
      expect(successors.size).toBe(1);
      expect(successors.has(s.refreshToken)).toBe(false);
      for (const a of answers) expect((await probe(a.object.accessToken)).msg).toBe('SUCCESS');
      // One family, one live token: the successor is stored once and rotates on as usual.
      const live = await one(
        db,
        'select count(*)::int as n from refresh_tokens where session_id = $1 and used_at is null',
        [sessionOf(s.accessToken)],
      );
      expect(live.n).toBe(1);
      const onwards = await call('academic/login/refreshToken', { refreshToken: answers[0]!.object.refreshToken });
      expect(onwards.msg).toBe('SUCCESS');
      expect(await revokedAt(s.accessToken)).toBeNull();
    }
  });

  it('simultaneous checkToken calls (two tabs loading at once) both restore the session with the same tokens', async () => {
    const s = await signIn('mc01');
    const [a, b] = await Promise.all(
      [0, 1].map(() => call('academic/login/checkToken', { refreshToken: s.refreshToken })),
    );
    expect(a!.msg).toBe('SUCCESS');
    expect(b!.msg).toBe('SUCCESS');
    expect(a!.object.refreshToken).toBe(b!.object.refreshToken);
    expect(a!.object.userInfo.userId).toBe(s.userInfo.userId);
    expect(await revokedAt(s.accessToken)).toBeNull();
  });

  it('reuse after the window revokes the family', async () => {
    const s = await signIn('mc01');
    const r1 = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(r1.msg).toBe('SUCCESS');
    // The rotation happened 31 s ago (default REFRESH_GRACE_S is 30), its successor never used.
    await db.query(`update refresh_tokens set used_at = now() - interval '31 seconds' where token_hash = $1`, [
      sha256(s.refreshToken),
    ]);
    const late = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(late.status).toBe(401);
    expect(late.errorCode).toBe('UNAUTHORIZED');
    expect(late.object).toBeNull();
    expect((await call('academic/login/refreshToken', { refreshToken: r1.object.refreshToken })).msg).not.toBe(
      'SUCCESS',
    );
    expect((await probe(r1.object.accessToken)).errorCode).toBe('OVERTIME');
    const row = await one(db, 'select revoke_reason from auth_sessions where session_id = $1', [
      sessionOf(s.accessToken),
    ]);
    expect(row.revoke_reason).toBe('REFRESH_REUSED');
  });

  it('within the window, a token whose successor was rotated already is refused and revokes the family', async () => {
    const s = await signIn('mc01');
    const r1 = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    const r2 = await call('academic/login/refreshToken', { refreshToken: r1.object.refreshToken });
    expect(r2.msg).toBe('SUCCESS');
    // s's token was rotated a moment ago, inside the window, but its successor (r1's) is spent.
    const reuse = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(reuse.errorCode).toBe('UNAUTHORIZED');
    expect(await revokedAt(s.accessToken)).not.toBeNull();
    expect((await call('academic/login/refreshToken', { refreshToken: r2.object.refreshToken })).msg).not.toBe(
      'SUCCESS',
    );
  });

  it('a revoked session answers OVERTIME to a token inside its window, not a successor', async () => {
    const s = await signIn('mc01');
    const r1 = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect((await call('academic/login/lgout', {}, { token: r1.object.accessToken })).msg).toBe('SUCCESS');
    const r = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(r.errorCode).toBe('OVERTIME');
    expect(r.object).toBeNull();
  });

  describe('on two server copies, and with the window set', () => {
    let strict: SecondApp;
    let copy: SecondApp;
    beforeAll(async () => {
      [strict, copy] = await Promise.all([startSecondApp({ refreshGraceS: 0 }), startSecondApp()]);
    });
    afterAll(async () => {
      await Promise.all([strict?.close(), copy?.close()]);
    });
    const refreshAt = (url: string, refreshToken: string) =>
      fetch(`${url}/api/academic/login/refreshToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      }).then((r) => r.json() as Promise<{ msg: string; object: { refreshToken: string } | null }>);

    it('refreshes racing on two copies (row lock in PostgreSQL) both answer the same successor', async () => {
      for (let round = 0; round < 5; round++) {
        const s = await signIn('mc01');
        const [a, b] = await Promise.all([
          call('academic/login/refreshToken', { refreshToken: s.refreshToken }),
          refreshAt(copy.url, s.refreshToken),
        ]);
        expect([a.msg, b.msg], `round ${round}`).toEqual(['SUCCESS', 'SUCCESS']);
        expect(b.object!.refreshToken).toBe(a.object.refreshToken);
      }
    });

    it('REFRESH_GRACE_S=0 turns the window off: a second use revokes at once', async () => {
      const s = await signIn('mc01');
      const first = await refreshAt(strict.url, s.refreshToken);
      expect(first.msg).toBe('SUCCESS');
      const second = await refreshAt(strict.url, s.refreshToken);
      expect(second.msg).not.toBe('SUCCESS');
      expect(await revokedAt(s.accessToken)).not.toBeNull();
    });
  });
});

describe('an expired access token answers TOKEN_EXPIRED; the refresh token then gets a new one', () => {
  it('TOKEN_EXPIRED, then refreshToken works and the new access token is accepted', async () => {
    const s = await signIn('mc01');
    const claims = decodeJwt(s.accessToken);
    const expired = await signJwt({ sid: claims.sid }, String(claims.sub), Math.floor(Date.now() / 1000) - 120);
    const r = await probe(expired);
    expect(r.status).toBe(401);
    expect(r.errorCode).toBe('TOKEN_EXPIRED');

    const refreshed = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(refreshed.msg).toBe('SUCCESS');
    const ok = await probe(refreshed.object.accessToken);
    expect(ok.msg).toBe('SUCCESS');
  });

  it('the same claims still in date are accepted (the expiry, not the signature, was the refusal)', async () => {
    const s = await signIn('mc01');
    const claims = decodeJwt(s.accessToken);
    const fresh = await signJwt({ sid: claims.sid }, String(claims.sub), Math.floor(Date.now() / 1000) + 120);
    expect((await probe(fresh)).msg).toBe('SUCCESS');
  });
});

describe('session limits: idle and absolute age answer OVERTIME', () => {
  it('a session idle for 2 hours is refused on refresh with OVERTIME', async () => {
    const s = await signIn('mc01');
    await db.query(`update auth_sessions set last_used_at = now() - interval '2 hours' where session_id = $1`, [
      sessionOf(s.accessToken),
    ]);
    const r = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(r.errorCode).toBe('OVERTIME');
    const row = await one(db, 'select revoke_reason from auth_sessions where session_id = $1', [
      sessionOf(s.accessToken),
    ]);
    expect(row.revoke_reason).toBe('IDLE');
  });

  it('a session in use is not idle: refresh moves last_used_at forward', async () => {
    const s = await signIn('mc01');
    await db.query(`update auth_sessions set last_used_at = now() - interval '20 minutes' where session_id = $1`, [
      sessionOf(s.accessToken),
    ]);
    const r = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(r.msg).toBe('SUCCESS');
    const row = await one(
      db,
      `select last_used_at > now() - interval '1 minute' as recent from auth_sessions where session_id = $1`,
      [sessionOf(s.accessToken)],
    );
    expect(row.recent).toBe(true);
  });

  it('a session created more than 12 hours ago answers OVERTIME to its access token and to refresh', async () => {
    const s = await signIn('mc01');
    expect((await probe(s.accessToken)).msg).toBe('SUCCESS');
    await db.query(`update auth_sessions set created_at = now() - interval '13 hours' where session_id = $1`, [
      sessionOf(s.accessToken),
    ]);
    const r = await probe(s.accessToken);
    expect(r.errorCode).toBe('OVERTIME');
    const refreshed = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(refreshed.errorCode).toBe('OVERTIME');
  });
});

describe('lgout revokes the session on the server', () => {
  it('after lgout the access token answers OVERTIME and the refresh token is refused', async () => {
    const s = await signIn('mc01');
    // The client sends its user info; fields the call does not use are dropped, not refused.
    const r = await call('academic/login/lgout', s.userInfo, { token: s.accessToken });
    expect(r.msg).toBe('SUCCESS');
    expect((await probe(s.accessToken)).errorCode).toBe('OVERTIME');
    const refreshed = await call('academic/login/refreshToken', { refreshToken: s.refreshToken });
    expect(refreshed.msg).not.toBe('SUCCESS');
    const checked = await call('academic/login/checkToken', { refreshToken: s.refreshToken });
    expect(checked.msg).not.toBe('SUCCESS');
  });

  it('lgout closes only its own session', async () => {
    const a = await signIn('mc01');
    const b = await signIn('mc01');
    expect((await call('academic/login/lgout', {}, { token: a.accessToken })).msg).toBe('SUCCESS');
    expect((await probe(b.accessToken)).msg).toBe('SUCCESS');
  });

  it('lgout without a session is refused', async () => {
    const r = await call('academic/login/lgout', {});
    expect(r.errorCode).toBe('UNAUTHORIZED');
  });
});

describe('an academic call without a valid Authorization header answers UNAUTHORIZED', () => {
  it.each([
    ['no header', undefined],
    ['garbage bearer token', 'Bearer garbage'],
    ['empty bearer token', 'Bearer '],
    ['another scheme', 'Basic bWMwMTpkZW1v'],
  ])('%s', async (_what, header) => {
    const r = await call(
      'cohort/searchCohortYear',
      {},
      { headers: header === undefined ? {} : { authorization: header } },
    );
    expect(r.status).toBe(401);
    expect(r.errorCode).toBe('UNAUTHORIZED');
    expect(r.object).toBeNull();
  });

  it('a token signed with another key is refused', async () => {
    const s = await signIn('mc01');
    const claims = decodeJwt(s.accessToken);
    const forged = await signJwt(
      { sid: claims.sid },
      String(claims.sub),
      Math.floor(Date.now() / 1000) + 300,
      'not-the-secret',
    );
    expect((await probe(forged)).errorCode).toBe('UNAUTHORIZED');
  });

  it('a token signed with the right key but without exp is refused (it would never expire)', async () => {
    const s = await signIn('mc01');
    const claims = decodeJwt(s.accessToken);
    const secret = new TextEncoder().encode(await kernelSecret(db, 'jwt'));
    const forever = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .sign(secret);
    const r = await probe(forever);
    expect(r.status).toBe(401);
    expect(r.errorCode).toBe('UNAUTHORIZED');
    expect(r.msg).toBe('Your sign-in is not valid. Please sign in again.');
    // The same claims with an exp pass: the missing claim, not the key, was the refusal.
    const dated = await signJwt({ sid: claims.sid }, String(claims.sub), Math.floor(Date.now() / 1000) + 120);
    expect((await probe(dated)).msg).toBe('SUCCESS');
  });

  it.each([
    ['sid', (claims: Record<string, unknown>) => ({ ...claims, sid: undefined })],
    ['sub', (claims: Record<string, unknown>) => ({ ...claims, sub: undefined })],
  ])('a token without %s is refused', async (_claim, strip) => {
    const s = await signIn('mc01');
    const secret = new TextEncoder().encode(await kernelSecret(db, 'jwt'));
    const claims = strip({ ...decodeJwt(s.accessToken) });
    const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect((await probe(token)).errorCode).toBe('UNAUTHORIZED');
  });

  it('a token signed with the right key but another algorithm (HS512) is refused', async () => {
    const s = await signIn('mc01');
    const claims = decodeJwt(s.accessToken);
    const other = await signJwt(
      { sid: claims.sid },
      String(claims.sub),
      Math.floor(Date.now() / 1000) + 300,
      undefined,
      'HS512',
    );
    expect((await probe(other)).errorCode).toBe('UNAUTHORIZED');
  });

  it("a correctly signed token naming another user's session is refused", async () => {
    const s = await signIn('mc01');
    const claims = decodeJwt(s.accessToken);
    const other = await userIdOf(db, 'pl01');
    const swapped = await signJwt({ sid: claims.sid }, String(other), Math.floor(Date.now() / 1000) + 300);
    const r = await probe(swapped);
    expect(r.msg).not.toBe('SUCCESS');
    expect(r.errorCode).toBe('OVERTIME');
  });
});

describe('checkShutdownTime and maintenance windows', () => {
  const windows: number[] = [];
  async function openWindow(message: string | null) {
    const row = await one(
      db,
      `insert into maintenance_windows (start_at, end_at, message)
       values (now() - interval '5 minutes', now() + interval '1 hour', $1) returning window_id`,
      [message],
    );
    windows.push(row.window_id);
    return row.window_id as number;
  }
  async function closeWindows() {
    if (windows.length)
      await db.query('delete from maintenance_windows where window_id = any($1)', [windows.splice(0)]);
  }
  afterAll(closeWindows);

  it('answers SUCCESS when no window is in force (a past or future window does not count)', async () => {
    const past = await one(
      db,
      `insert into maintenance_windows (start_at, end_at, message)
       values (now() - interval '2 hours', now() - interval '1 hour', 'past') returning window_id`,
    );
    const future = await one(
      db,
      `insert into maintenance_windows (start_at, end_at, message)
       values (now() + interval '1 hour', now() + interval '2 hours', 'future') returning window_id`,
    );
    windows.push(past.window_id, future.window_id);
    try {
      const r = await call('academic/login/checkShutdownTime');
      expect(r.msg).toBe('SUCCESS');
      expect(r.errorCode).toBeNull();
    } finally {
      await closeWindows();
    }
  });

  it('during a window without a message: the default message with errorCode MAINTENANCE, and ajaxLogin is refused alike', async () => {
    const s = await signOn('mc01');
    await openWindow(null);
    try {
      const r = await call('academic/login/checkShutdownTime');
      expect(r.errorCode).toBe('MAINTENANCE');
      expect(r.msg).toBe(MAINTENANCE);
      const login = await s.ajaxLogin();
      expect(login.errorCode).toBe('MAINTENANCE');
      expect(login.msg).toBe(MAINTENANCE);
      expect(login.object).toBeNull();
    } finally {
      await closeWindows();
    }
    expect((await call('academic/login/checkShutdownTime')).msg).toBe('SUCCESS');
  });

  it('with a custom message, that message is answered', async () => {
    const text = `Upgrade in progress ${randomBytes(3).toString('hex')}; back at 18:00.`;
    await openWindow(text);
    try {
      const r = await call('academic/login/checkShutdownTime');
      expect(r.errorCode).toBe('MAINTENANCE');
      expect(r.msg).toBe(text);
      const login = await (await signOn('mc01')).ajaxLogin();
      expect(login.msg).toBe(text);
    } finally {
      await closeWindows();
    }
  });
});
