import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

function keyPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}

describe('Web Push configuration', () => {
  it('needs nothing: keys generated later, a mailto: sender, the browsers’ push services', () => {
    const { push } = loadConfig({});
    expect(push.vapidKeys).toBeNull();
    expect(push.vapidSubject).toBe('mailto:no-reply@duangdee.app');
    expect(push.serviceHosts).toEqual([
      'fcm.googleapis.com',
      'push.services.mozilla.com',
      'notify.windows.com',
      'push.apple.com',
    ]);
  });

  it('takes a VAPID key pair, a sender and push service hosts from the environment', () => {
    const pair = keyPair();
    const { push } = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://duangdee.app/contact',
      PUSH_SERVICE_HOSTS: 'FCM.googleapis.com, push.example.net',
    });
    expect(push.vapidKeys).toEqual(pair);
    expect(push.vapidSubject).toBe('https://duangdee.app/contact');
    expect(push.serviceHosts).toEqual(['fcm.googleapis.com', 'push.example.net']);
  });

  it('refuses half a pair, keys that do not belong together, and malformed values', () => {
    const pair = keyPair();
    const other = keyPair();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow(/not the public key of VAPID_PRIVATE_KEY/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: `${pair.privateKey}AA` }),
    ).toThrow(/VAPID_PRIVATE_KEY/);
    for (const subject of ['no-reply@duangdee.app', 'http://duangdee.app', 'mailto:']) {
      expect(() => loadConfig({ VAPID_SUBJECT: subject })).toThrow(/VAPID_SUBJECT/);
    }
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://fcm.googleapis.com/' })).toThrow(
      /PUSH_SERVICE_HOSTS/,
    );
  });
});
