import { createHash, createHmac } from 'node:crypto';
import { createServer } from 'node:http';

export interface FacebookStandIn {
  authUrl: string;
  graphUrl: string;
  close(): Promise<void>;
}

/**
 * Facebook cannot be reached from tests, so this loopback stand-in speaks the parts of its wire
 * format the adapter uses: the OAuth dialog (user allows at once), the code exchange with PKCE,
 * and Graph `/me` guarded by `appsecret_proof`.
 */
export async function startFacebook(options: {
  appId: string;
  appSecret: string;
  profile: { id: string; name: string; email?: string };
}): Promise<FacebookStandIn> {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/dialog/oauth') {
      const code = `code-${codes.size + 1}`;
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
      });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (url.pathname === '/v19.0/oauth/access_token') {
      const grant = codes.get(url.searchParams.get('code') ?? '');
      const verifier = url.searchParams.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !grant ||
        grant.challenge !== challenge ||
        grant.redirectUri !== url.searchParams.get('redirect_uri') ||
        url.searchParams.get('client_secret') !== options.appSecret
      ) {
        json(400, {
          error: {
            message: 'Invalid verification code format.',
            type: 'OAuthException',
            code: 100,
          },
        });
        return;
      }
      codes.delete(url.searchParams.get('code') ?? '');
      const token = `EAAB${tokens.size + 1}`;
      tokens.add(token);
      json(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      return;
    }
    if (url.pathname === '/v19.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const proof = createHmac('sha256', options.appSecret).update(token).digest('hex');
      if (!tokens.has(token) || url.searchParams.get('appsecret_proof') !== proof) {
        json(400, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
        });
        return;
      }
      json(200, options.profile);
      return;
    }
    json(404, { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    authUrl: `${base}/dialog/oauth`,
    graphUrl: `${base}/v19.0`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
