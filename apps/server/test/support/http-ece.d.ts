/** The part of http_ece (RFC 8188 encrypted content-encoding) the tests use; it ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair: the sender's public key comes in the record header. */
    privateKey: ECDH;
    /** The subscription's auth secret (base64url or bytes). */
    authSecret: string | Buffer;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
