import { sql } from 'kysely';
import { sessionCalls } from '@schemas/core/auth.js';
import type { ServerRoute } from '../plugin.js';
import { defineRoute } from './kernelRoute.js';
import type { Kernel } from '../kernel.js';
import type { Db } from '../db/connect.js';
import { AppError, forbidden } from '../http/appError.js';

export const AUTH_COOKIE = 'wil_auth';
export const MAINTENANCE_MSG = 'WIL Platform is currently under maintenance.';
const SAS_TTL = 12 * 3600;
const SAS_SCOPE = 'images/';

/** The message of the maintenance window in force now, if any (spec 000 §8). */
export async function maintenanceMessage(db: Db): Promise<string | null> {
  const w = await db
    .selectFrom('maintenanceWindows')
    .select('message')
    .where('startAt', '<=', sql<Date>`now()`)
    .where('endAt', '>', sql<Date>`now()`)
    .orderBy('endAt', 'desc')
    .executeTakeFirst();
  return w ? w.message || MAINTENANCE_MSG : null;
}

/** userInfo of spec 000 §3, with the default role: the first role held in the current cohort. */
async function userInfo(db: Db, userId: number, accessToken: string) {
  const u = await db
    .selectFrom('users as u')
    .leftJoin('academicStaff as a', 'a.userId', 'u.userId')
    .select(['u.userId', 'u.accountId', 'u.userType', 'u.email', 'u.firstName', 'u.lastName', 'a.academicStaffId'])
    .where('u.userId', '=', userId)
    .executeTakeFirstOrThrow();
  const role = u.academicStaffId
    ? await db
        .selectFrom('staffRoles as sr')
        .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'sr.cohortProgId')
        .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
        .innerJoin('roles as r', 'r.roleCode', 'sr.roleCode')
        .select(['sr.staffRoleId', 'r.roleCode', 'r.roleName', 'r.dispSeq'])
        .where('sr.academicStaffId', '=', u.academicStaffId)
        .orderBy('c.isCurrent', 'desc')
        .orderBy('c.cohortYear', 'desc')
        .orderBy('r.dispSeq')
        .executeTakeFirst()
    : undefined;
  return {
    token: accessToken,
    userId: u.userId,
    userName: `${u.firstName} ${u.lastName}`.trim(),
    accountId: u.accountId,
    defaultUserRoleId: role?.staffRoleId ?? null,
    defaultRoleId: role?.dispSeq ?? null,
    roleCode: role?.roleCode ?? null,
    roleName: role?.roleName ?? null,
    userType: u.userType,
    email: u.email,
  };
}

async function signedInAnswer(
  db: Db,
  kernel: Kernel,
  userId: number,
  tokens: { accessToken: string; refreshToken: string; sessionId: string },
) {
  return {
    userInfo: await userInfo(db, userId, tokens.accessToken),
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    // Reads stored images only (photos, logos), and only while this session lasts (issue 14).
    sasToken: kernel.files.suffix(SAS_SCOPE, tokens.sessionId, SAS_TTL),
  };
}

const onlyAcademic = () => forbidden('Only academic staff can sign in to WIL Academic.');

export const sessionRoutes: readonly ServerRoute[] = [
  defineRoute({
    ...sessionCalls.ajaxLogin,
    summary: 'Completes single sign-on: exchanges the authorization code for the product session.',
    auth: 'public',
    rateLimit: 'signin',
    async handler({ body, db, kernel, request, reply }) {
      const down = await maintenanceMessage(db);
      if (down) throw new AppError('MAINTENANCE', down);
      const cookie = request.cookies[AUTH_COOKIE];
      const unsigned = cookie ? request.unsignCookie(cookie) : null;
      const pending =
        unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as { state: string; verifier: string }) : null;
      if (!pending || pending.state !== body.state) {
        throw new AppError('VALIDATION', 'This sign-in link has expired. Please sign in again.');
      }
      let accountId: string;
      try {
        const query: Record<string, string> = { code: body.code, state: body.state };
        if (body.iss) query.iss = body.iss;
        accountId = await kernel.oidc.exchange(query, pending);
      } catch (e) {
        request.log.warn(
          { audit: 'signin.refused', reason: (e as Error).message, ip: request.ip },
          'code exchange failed',
        );
        throw new AppError('UNAUTHORIZED', 'Single sign-on did not complete. Please sign in again.');
      } finally {
        reply.clearCookie(AUTH_COOKIE, { path: '/api/academic/login' });
      }
      const user = await db
        .selectFrom('users')
        .select(['userId', 'userType', 'active'])
        .where((eb) => eb(eb.fn('lower', ['accountId']), '=', accountId.toLowerCase()))
        .executeTakeFirst();
      if (!user || user.active !== 'Y' || user.userType !== 'ACADEMIC') {
        request.log.warn(
          { audit: 'signin.refused', accountId, userType: user?.userType, ip: request.ip },
          'not academic staff',
        );
        throw onlyAcademic();
      }
      const tokens = await kernel.sessions.open(user.userId);
      request.log.info(
        { audit: 'signin', userId: user.userId, accountId, sessionId: tokens.sessionId, ip: request.ip },
        'signed in',
      );
      return signedInAnswer(db, kernel, user.userId, tokens);
    },
  }),

  defineRoute({
    ...sessionCalls.checkToken,
    summary: 'Restores the session from the refresh token (page reload): rotates it and answers userInfo.',
    auth: 'public',
    async handler({ body, db, kernel }) {
      const tokens = await kernel.sessions.refresh(body.refreshToken);
      const user = await db
        .selectFrom('users')
        .select('userType')
        .where('userId', '=', tokens.userId)
        .executeTakeFirstOrThrow();
      if (user.userType !== 'ACADEMIC') {
        await kernel.sessions.close(tokens.sessionId, 'NOT_ACADEMIC');
        throw onlyAcademic();
      }
      return signedInAnswer(db, kernel, tokens.userId, tokens);
    },
  }),

  defineRoute({
    ...sessionCalls.refreshToken,
    summary:
      'Rotates the refresh token; within REFRESH_GRACE_S a just-rotated one answers the same successor, later reuse revokes the whole session.',
    auth: 'public',
    async handler({ body, kernel, request }) {
      try {
        const t = await kernel.sessions.refresh(body.refreshToken);
        return { accessToken: t.accessToken, refreshToken: t.refreshToken };
      } catch (e) {
        request.log.warn(
          { audit: 'refresh.refused', errorCode: (e as AppError).errorCode, ip: request.ip },
          'refresh refused',
        );
        throw e;
      }
    },
  }),

  defineRoute({
    ...sessionCalls.checkShutdownTime,
    summary: 'SUCCESS, or the maintenance message while a maintenance window is in force.',
    auth: 'public',
    async handler({ db }) {
      const down = await maintenanceMessage(db);
      if (down) throw new AppError('MAINTENANCE', down);
      return null;
    },
  }),

  defineRoute({
    ...sessionCalls.lgout,
    summary: 'Signs out: revokes the session and its refresh tokens on the server.',
    auth: 'academic',
    async handler({ actor, kernel, request }) {
      await kernel.sessions.close(actor.sessionId);
      request.log.info(
        { audit: 'signout', userId: actor.userId, sessionId: actor.sessionId, ip: request.ip },
        'signed out',
      );
      return null;
    },
  }),
];
