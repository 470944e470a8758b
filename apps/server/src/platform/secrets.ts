import { createECDH, createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

export interface Secrets {
  jwtPrivateKeyPem: string;
  jwtPublicKeyPem: string;
  /** HMAC key for stored one-time codes and hashed IP addresses. */
  hmacKey: Buffer;
}

/** Writes to a temporary name and renames, so a concurrent reader never sees half a file. */
function writeAtomically(file: string, value: string) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, value, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

function readOrCreate(file: string, create: () => string): string {
  if (!existsSync(file)) writeAtomically(file, create());
  return readFileSync(file, 'utf8');
}

/**
 * Signing keys and the HMAC key come from the environment in production (`JWT_*`, `HMAC_KEY`);
 * otherwise they are generated once into DATA_DIR/secrets (never a hard-coded secret) and reused
 * across restarts.
 */
export function loadSecrets(config: AppConfig): Secrets {
  const dir = path.join(config.dataDir, 'secrets');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let keys = config.jwtKeys;
  if (!keys) {
    const privateFile = path.join(dir, 'jwt-ed25519.key');
    const publicFile = path.join(dir, 'jwt-ed25519.pub');
    if (!existsSync(privateFile) || !existsSync(publicFile)) {
      const pair = generateKeyPairSync('ed25519');
      writeAtomically(publicFile, pair.publicKey.export({ type: 'spki', format: 'pem' }) as string);
      writeAtomically(
        privateFile,
        pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      );
    }
    keys = {
      privateKeyPem: readFileSync(privateFile, 'utf8'),
      publicKeyPem: readFileSync(publicFile, 'utf8'),
    };
  }
  // Several instances of one app share HMAC_KEY: a code sent by one is checked by another.
  const hmacHex =
    config.hmacKeyHex ??
    readOrCreate(path.join(dir, 'hmac.key'), () => randomBytes(32).toString('hex'));
  return {
    jwtPrivateKeyPem: keys.privateKeyPem,
    jwtPublicKeyPem: keys.publicKeyPem,
    hmacKey: Buffer.from(hmacHex.trim(), 'hex'),
  };
}

export function hmac(secrets: Pick<Secrets, 'hmacKey'>, value: string): string {
  return createHmac('sha256', secrets.hmacKey).update(value).digest('hex');
}

export interface VapidKeys {
  /** Base64url of the uncompressed P-256 public key (what browsers subscribe with). */
  publicKey: string;
  /** Base64url of the 32-byte private key that signs the VAPID tokens. */
  privateKey: string;
}

/**
 * The Web Push (VAPID) key pair: from the environment, else generated once into
 * DATA_DIR/secrets/vapid.json. Browsers subscribe with the public key, so it must not change:
 * instances sharing one database need the same pair (set `VAPID_*`).
 */
export function loadVapidKeys(config: AppConfig): VapidKeys {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const dir = path.join(config.dataDir, 'secrets');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stored = readOrCreate(path.join(dir, 'vapid.json'), () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return JSON.stringify({
      publicKey: ecdh.getPublicKey().toString('base64url'),
      // Left-padded to 32 bytes: a key with a leading zero byte comes out shorter.
      privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
        .subarray(-32)
        .toString('base64url'),
    });
  });
  return JSON.parse(stored) as VapidKeys;
}
