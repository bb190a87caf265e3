import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type { Db } from '../../db/connect.js';
import { secret } from '../../secrets.js';
import { verifyPassword } from '../passwords.js';
import { pgAdapterFactory } from './pgAdapter.js';
import { signInPage } from './signInPage.js';

export const IDP_PREFIX = '/idp';
export const OWN_CLIENT_ID = 'wil-academic';

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

/** The secrets the provider signs and checks with, read (or made once) from the database. */
async function idpSecrets(db: Db) {
  const clientSecret = await secret(db, 'idp.clientSecret');
  const cookieKey = await secret(db, 'idp.cookieKey');
  const jwk = JSON.parse(
    await secret(db, 'idp.jwk', () =>
      JSON.stringify({
        ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
        kid: 'wil-1',
        use: 'sig',
        alg: 'RS256',
      }),
    ),
  );
  return { clientSecret, cookieKey, jwk };
}

/**
 * The provider (oidc-provider and what it brings, tens of megabytes) is made at the first call to
 * /idp, not at start: a server whose users sign in elsewhere (OIDC_ISSUER) never loads it.
 */
async function makeProvider(db: Db, publicUrl: string, keys: Awaited<ReturnType<typeof idpSecrets>>) {
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(`${publicUrl}${IDP_PREFIX}`, {
    adapter: pgAdapterFactory(db),
    clients: [
      {
        client_id: OWN_CLIENT_ID,
        client_secret: keys.clientSecret,
        redirect_uris: [`${publicUrl}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [keys.jwk] },
    cookies: { keys: [keys.cookieKey] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${IDP_PREFIX}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const user = await db
        .selectFrom('users')
        .select(['accountId', 'email', 'firstName', 'lastName'])
        .where('accountId', '=', sub)
        .executeTakeFirst();
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          preferred_username: user.accountId,
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email ?? undefined,
        }),
      };
    },
    // The product's own client needs no consent step: grant it the scopes it asks for.
    async loadExistingGrant(ctx: any) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (ctx.oidc.client.clientId !== OWN_CLIENT_ID) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: OWN_CLIENT_ID, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    async renderError(ctx: any, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = signInPage({ error: out.error_description ?? out.error ?? 'Sign-in failed.', uid: null });
    },
  } as any);
  provider.proxy = true;
  return { provider, handoff: provider.callback() };
}

/**
 * The embedded OpenID provider (oidc-provider) at /idp, used when no OIDC_ISSUER is set, so the
 * real single sign-on flow runs out of the box against the users table.
 */
export async function mountEmbeddedIdp(
  app: FastifyInstance,
  db: Db,
  publicUrl: string,
  limits: { signin: number },
): Promise<{ clientSecret: string }> {
  const keys = await idpSecrets(db);
  let made: ReturnType<typeof makeProvider> | null = null;
  const providerOf = () => {
    made ??= makeProvider(db, publicUrl, keys);
    made.catch(() => (made = null)); // a failed start is tried again by the next call
    return made;
  };

  const toProvider = async (req: FastifyRequest, reply: FastifyReply) => {
    const { handoff } = await providerOf();
    reply.hijack();
    const raw = req.raw as typeof req.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url!.slice(IDP_PREFIX.length) || '/';
    await handoff(raw, reply.raw);
  };

  await app.register(async (scope) => {
    // The provider reads its own request bodies: leave them unparsed here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.route({ method: ['GET', 'POST', 'DELETE', 'OPTIONS'], url: `${IDP_PREFIX}/*`, handler: toProvider });
  });

  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.get<{ Params: { uid: string } }>(`${IDP_PREFIX}/interaction/:uid`, async (req, reply) => {
      const { provider } = await providerOf();
      const details = await provider.interactionDetails(req.raw, reply.raw);
      return reply.type('text/html').send(signInPage({ uid: details.uid, error: null }));
    });
    scope.post<{ Params: { uid: string }; Body: { login?: string; password?: string } }>(
      `${IDP_PREFIX}/interaction/:uid/login`,
      { config: { rateLimit: { max: limits.signin, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const { provider } = await providerOf();
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
  return { clientSecret: keys.clientSecret };
}
