import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The tokens a refresh handed out, kept so that a racing copy of the request gets them too. */
export interface SealedPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * Encrypts a rotated refresh token's successor pair for the few seconds it may be answered again
 * (AES-256-GCM, key derived from the HMAC key every instance shares). The rotated token's id is
 * the additional data, so a sealed pair opens only for the row it was written to.
 */
export function createSuccessorSeal(hmacKey: Buffer) {
  const key = createHmac('sha256', hmacKey).update('duangdee refresh successor v1').digest();
  return {
    seal(pair: SealedPair, rotatedId: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(rotatedId));
      const body = Buffer.concat([
        cipher.update(JSON.stringify({ a: pair.accessToken, r: pair.refreshToken })),
        cipher.final(),
      ]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },

    /** The pair, or null when the text was not sealed for this row with this key. */
    open(sealed: string, rotatedId: string): SealedPair | null {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(rotatedId));
        decipher.setAuthTag(tag);
        const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
        const parsed = JSON.parse(text) as { a?: unknown; r?: unknown };
        if (typeof parsed.a !== 'string' || typeof parsed.r !== 'string') return null;
        return { accessToken: parsed.a, refreshToken: parsed.r };
      } catch {
        return null;
      }
    },
  };
}

export type SuccessorSeal = ReturnType<typeof createSuccessorSeal>;
