import type { FastifyInstance } from 'fastify';
import type { OidcClient } from './oidcClient.js';
import { AUTH_COOKIE } from '../routes/session.js';

/**
 * Starts single sign-on: PKCE verifier and state ride in a signed, http-only cookie that only
 * the sign-in call receives, so the server keeps no state between the two legs.
 */
export function mountAuthorize(app: FastifyInstance, oidc: OidcClient, publicUrl: string) {
  app.get('/auth/authorize', async (_req, reply) => {
    const request = await oidc.authorizationRequest();
    reply.setCookie(AUTH_COOKIE, JSON.stringify({ state: request.state, verifier: request.verifier }), {
      path: '/api/academic/login',
      httpOnly: true,
      sameSite: 'lax',
      secure: publicUrl.startsWith('https://'),
      signed: true,
      maxAge: 600,
    });
    return reply.redirect(request.url, 302);
  });
}
