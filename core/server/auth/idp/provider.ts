import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider from 'oidc-provider';
import type { Db } from '../../db/connect.js';
import { secret } from '../../secrets.js';
import { pgAdapterFactory } from './pgAdapter.js';
import { signInPage } from './signInPage.js';
import { mountSignInInteraction } from './signInInteraction.js';
import { IDP_PREFIX, OWN_CLIENT_ID } from './idpNames.js';

export { IDP_PREFIX, OWN_CLIENT_ID };

/** The provider's secrets, made once and kept in the secrets table. */
async function providerKeys(db: Db) {
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

/** The account behind a token's subject, with the claims the product reads. */
function accountFinder(db: Db) {
  return async (_ctx: unknown, sub: string) => {
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
  };
}

// The product's own client needs no consent step: grant it the scopes it asks for.
async function loadExistingGrant(ctx: any) {
  const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
  if (grantId) return ctx.oidc.provider.Grant.find(grantId);
  if (ctx.oidc.client.clientId !== OWN_CLIENT_ID) return undefined;
  const grant = new ctx.oidc.provider.Grant({ clientId: OWN_CLIENT_ID, accountId: ctx.oidc.session.accountId });
  grant.addOIDCScope('openid profile email');
  await grant.save();
  return grant;
}

function createProvider(db: Db, publicUrl: string, keys: Awaited<ReturnType<typeof providerKeys>>) {
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
    findAccount: accountFinder(db),
    loadExistingGrant,
    async renderError(ctx: any, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = signInPage({ error: out.error_description ?? out.error ?? 'Sign-in failed.', uid: null });
    },
  } as any);
  provider.proxy = true;
  return provider;
}

/** Hands every /idp request, body unread, to the provider's own (Koa) handler. */
async function mountProvider(app: FastifyInstance, provider: Provider) {
  const handoff = provider.callback();
  const toProvider = async (req: FastifyRequest, reply: FastifyReply) => {
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
  const keys = await providerKeys(db);
  const provider = createProvider(db, publicUrl, keys);
  await mountProvider(app, provider);
  await mountSignInInteraction(app, provider, db, limits);
  return { clientSecret: keys.clientSecret };
}
