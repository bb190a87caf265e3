import type * as Oidc from 'openid-client';

/** openid-client is loaded by the first sign-in, not at start. */
const library = () => import('openid-client');

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The embedded provider asks for the password every time (sign-out then means sign-out). */
  forceLogin: boolean;
}

export interface AuthRequest {
  url: string;
  state: string;
  verifier: string;
}

/** The relying-party side of single sign-on: authorization code flow with PKCE (openid-client). */
export class OidcClient {
  private config: Promise<Oidc.Configuration> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  private configuration(): Promise<Oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    this.config ??= library()
      .then((oidc) =>
        oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, {
          execute: issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
        }),
      )
      .catch((e: unknown) => {
        this.config = null; // try discovery again on the next sign-in
        throw e;
      });
    return this.config;
  }

  async authorizationRequest(): Promise<AuthRequest> {
    const [config, oidc] = await Promise.all([this.configuration(), library()]);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const params: Record<string, string> = {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    };
    if (this.settings.forceLogin) params.prompt = 'login';
    return { url: oidc.buildAuthorizationUrl(config, params).href, state, verifier };
  }

  /** Exchanges the code the provider sent back to /login; returns the account id it vouches for. */
  async exchange(query: Record<string, string>, request: Pick<AuthRequest, 'state' | 'verifier'>) {
    const [config, oidc] = await Promise.all([this.configuration(), library()]);
    const current = new URL(this.settings.redirectUri);
    for (const [k, v] of Object.entries(query)) current.searchParams.set(k, v);
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider returned no ID token.');
    return String(claims.preferred_username ?? claims.sub);
  }
}
