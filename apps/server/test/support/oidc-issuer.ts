import { createServer, type Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestIssuer {
  issuer: string;
  close(): Promise<void>;
}

export interface IssuerAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID Provider (oidc-provider) on loopback. Its login/consent interaction signs in
 * `account` straight away, as a person clicking "allow" would.
 */
export async function startIssuer(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  account: IssuerAccount;
  idTokenAlg?: 'RS256' | 'HS256';
}): Promise<TestIssuer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: options.idTokenAlg ?? 'RS256',
      },
    ],
    pkce: { required: () => true },
    enabledJWA: { idTokenSigningAlgValues: ['RS256', 'HS256'] },
    features: { devInteractions: { enabled: false } },
    claims: { email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ ...options.account, sub }),
    }),
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  server.on('request', (req, res) => {
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!match) {
      callback(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({
        accountId: options.account.sub,
        clientId: options.clientId,
      });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: options.account.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows provider redirects like a browser (with cookies) until one leaves the issuer. */
export async function followToApp(start: string, issuer: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 10; hop++) {
    if (!url.href.startsWith(issuer)) return url;
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`issuer stopped at ${url.href}: ${res.status} ${await res.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}
