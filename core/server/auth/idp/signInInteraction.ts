import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/connect.js';
import { verifyPassword } from '../passwords.js';
import { IDP_PREFIX } from './idpNames.js';
import { signInPage } from './signInPage.js';

/** Checks a user id and password against the users table (the temporary password included). */
export async function checkCredentials(db: Db, accountId: string, password: string) {
  const user = await db
    .selectFrom('users')
    .select(['accountId', 'passwordHash', 'tempPasswordHash', 'tempPasswordExpiresAt', 'active'])
    .where((eb) => eb(eb.fn('lower', ['accountId']), '=', accountId.trim().toLowerCase()))
    .executeTakeFirst();
  if (!user || user.active !== 'Y') return null;
  if (await verifyPassword(password, user.passwordHash)) return user.accountId;
  const tempValid = user.tempPasswordExpiresAt && user.tempPasswordExpiresAt > new Date();
  if (tempValid && (await verifyPassword(password, user.tempPasswordHash))) {
    // The temporary password from Forgot Password becomes the password once used.
    await db
      .updateTable('users')
      .set({ passwordHash: user.tempPasswordHash, tempPasswordHash: null, tempPasswordExpiresAt: null })
      .where('accountId', '=', user.accountId)
      .execute();
    return user.accountId;
  }
  return null;
}

/** The provider's sign-in step: the page, and the check of what it posts (rate limited). */
export async function mountSignInInteraction(
  app: FastifyInstance,
  provider: Provider,
  db: Db,
  limits: { signin: number },
) {
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.get<{ Params: { uid: string } }>(`${IDP_PREFIX}/interaction/:uid`, async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      return reply.type('text/html').send(signInPage({ uid: details.uid, error: null }));
    });
    scope.post<{ Params: { uid: string }; Body: { login?: string; password?: string } }>(
      `${IDP_PREFIX}/interaction/:uid/login`,
      { config: { rateLimit: { max: limits.signin, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const details = await provider.interactionDetails(req.raw, reply.raw);
        const accountId = await checkCredentials(db, String(req.body?.login ?? ''), String(req.body?.password ?? ''));
        if (!accountId) {
          req.log.warn({ audit: 'idp.signin.refused', login: req.body?.login, ip: req.ip }, 'sign-in refused');
          return reply
            .code(401)
            .type('text/html')
            .send(
              signInPage({ uid: details.uid, error: 'The User ID or Password is incorrect.', login: req.body?.login }),
            );
        }
        req.log.info({ audit: 'idp.signin', accountId, ip: req.ip }, 'identity provider sign-in');
        const to = await provider.interactionResult(
          req.raw,
          reply.raw,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(to, 303);
      },
    );
  });
}
