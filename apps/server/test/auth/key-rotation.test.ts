import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createTokenSigner, keyIdOf, TokenError } from '../../src/platform/tokens.ts';
import { signInWithOutbox } from '../support/sign-in.ts';
import { testConfig, useTestApp } from '../test-app.ts';

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const oldKeys = keyPair();
const newKeys = keyPair();
const headerOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid?: string };

describe('rotating the signing key', () => {
  const before = createTokenSigner({
    jwtPrivateKeyPem: oldKeys.privateKeyPem,
    jwtPublicKeyPem: oldKeys.publicKeyPem,
  });
  const after = createTokenSigner(
    { jwtPrivateKeyPem: newKeys.privateKeyPem, jwtPublicKeyPem: newKeys.publicKeyPem },
    { previousPublicKeyPem: oldKeys.publicKeyPem },
  );
  const withoutPrevious = createTokenSigner({
    jwtPrivateKeyPem: newKeys.privateKeyPem,
    jwtPublicKeyPem: newKeys.publicKeyPem,
  });
  const claims = { userId: '6f1c1f2e-7a55-4a8e-9a57-0d2b3c4d5e6f', role: 'user' as const };
  const refreshClaims = { userId: claims.userId, tokenId: 't-1', familyId: 'f-1' };

  it('names the signing key in every token', async () => {
    const access = await before.signAccess(claims);
    expect(headerOf(access).kid).toBe(keyIdOf(createPublicKey(oldKeys.publicKeyPem)));
    const renewed = await after.signAccess(claims);
    expect(headerOf(renewed).kid).toBe(keyIdOf(createPublicKey(newKeys.publicKeyPem)));
  });

  it('keeps tokens signed before the rotation valid while the previous key is configured', async () => {
    const access = await before.signAccess(claims);
    const { token: refresh } = await before.signRefresh(refreshClaims);
    expect(await after.verifyAccess(access)).toEqual(claims);
    expect(await after.verifyRefresh(refresh)).toMatchObject(refreshClaims);
    // Dropping the previous key (after the longest token has expired) ends them.
    await expect(withoutPrevious.verifyAccess(access)).rejects.toBeInstanceOf(TokenError);
    await expect(withoutPrevious.verifyRefresh(refresh)).rejects.toBeInstanceOf(TokenError);
  });

  it('refuses a token naming an unknown key, and checks a token without a key id against each', async () => {
    const stranger = keyPair();
    const foreign = await createTokenSigner({
      jwtPrivateKeyPem: stranger.privateKeyPem,
      jwtPublicKeyPem: stranger.publicKeyPem,
    }).signAccess(claims);
    await expect(after.verifyAccess(foreign)).rejects.toMatchObject({ reason: 'invalid' });

    // A token from before key ids: signed by the previous key, no `kid` in its header.
    const legacy = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'access' })
      .setSubject(claims.userId)
      .setIssuer('duangdee')
      .setAudience('duangdee-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(createPrivateKey(oldKeys.privateKeyPem));
    expect(await after.verifyAccess(legacy)).toEqual(claims);
    await expect(withoutPrevious.verifyAccess(legacy)).rejects.toBeInstanceOf(TokenError);
  });
});

describe('a deploy that rotates the key', () => {
  const ctx = useTestApp({
    JWT_PRIVATE_KEY: oldKeys.privateKeyPem,
    JWT_PUBLIC_KEY: oldKeys.publicKeyPem,
  });
  let rotated: App | undefined;
  afterAll(async () => {
    await rotated?.close();
  });

  it('signs nobody out: the old access and refresh tokens work on the new instance', async () => {
    const session = await signInWithOutbox(ctx.app, ctx.database, 'rotation@example.com');
    rotated = await buildApp(
      testConfig({
        JWT_PRIVATE_KEY: newKeys.privateKeyPem,
        JWT_PUBLIC_KEY: newKeys.publicKeyPem,
        JWT_PREVIOUS_PUBLIC_KEY: oldKeys.publicKeyPem,
      }),
      { database: ctx.database },
    );
    const me = await rotated.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: session.auth,
    });
    expect(me.statusCode, me.body).toBe(200);
    const refreshed = await rotated.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { RefreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const body = refreshed.json<{ data: Record<string, unknown> }>().data;
    const access = Object.entries(body).find(([k]) => /access_?token/i.test(k))?.[1];
    expect(typeof access).toBe('string');
    expect(headerOf(access as string).kid).toBe(keyIdOf(createPublicKey(newKeys.publicKeyPem)));
  });
});
