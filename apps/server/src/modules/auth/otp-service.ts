import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_AFTER_SECONDS,
  OTP_TTL_SECONDS,
} from '@duangdee/contract/auth';
import { AppError } from '../../platform/app-error.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { UserRow, UsersRepo } from '../users/repo.ts';
import { otpMail } from './otp-mail.ts';
import type { AuthRepo } from './repo.ts';

export const OTP_CODES_PER_EMAIL_PER_HOUR = 5;
export const OTP_CODES_PER_IP_PER_HOUR = 30;
export const OTP_ACCOUNT_FAILURE_LIMIT = 100;
const HOUR_MS = 60 * 60 * 1000;

export interface OtpServiceDeps {
  authRepo: AuthRepo;
  usersRepo: UsersRepo;
  mailer: Mailer;
  codeLength: number;
  hash: (value: string) => string;
  now?: () => Date;
}

/** A code from the CSPRNG, zero-padded to the configured length. */
export function generateCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * E-mail one-time codes. Requests answer the same way for known and unknown addresses; the
 * account is created when a code is verified.
 */
export function createOtpService(deps: OtpServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const codeHash = (requestId: string, code: string) => deps.hash(`otp:${requestId}:${code}`);

  function tooSoon(retryAfterS: number, message: string) {
    return new AppError('RATE_LIMITED', message, { retry_after_s: Math.max(1, retryAfterS) });
  }

  return {
    async requestCode(email: string, context: { ipHash: string }) {
      const current = now();
      const hourAgo = new Date(current.getTime() - HOUR_MS);
      if (
        (await deps.authRepo.countCodesSince({ ipHash: context.ipHash }, hourAgo)) >=
        OTP_CODES_PER_IP_PER_HOUR
      ) {
        throw tooSoon(3600, 'Too many code requests from this network. Please try again later.');
      }
      const latest = await deps.authRepo.latestCodeFor(email);
      if (latest) {
        const elapsedS = (current.getTime() - latest.createdAt.getTime()) / 1000;
        if (elapsedS < OTP_RESEND_AFTER_SECONDS) {
          throw tooSoon(
            Math.ceil(OTP_RESEND_AFTER_SECONDS - elapsedS),
            'Please wait before requesting another code.',
          );
        }
      }
      if (
        (await deps.authRepo.countCodesSince({ email }, hourAgo)) >= OTP_CODES_PER_EMAIL_PER_HOUR
      ) {
        throw tooSoon(3600, 'Too many codes for this e-mail. Please try again later.');
      }

      const code = generateCode(deps.codeLength);
      // The stored hash binds the code to its request id.
      const id = randomUUID();
      // Mail first: when it cannot be sent (MAIL_UNAVAILABLE, MAIL_REJECTED) nothing is stored, so
      // the code the user already has stays valid and asking again is not held to the resend wait
      // or counted against the hourly limits.
      await deps.mailer.send({ to: email, ...otpMail(code, OTP_TTL_SECONDS / 60) });
      const row = await deps.authRepo.replaceCode({
        id,
        email,
        codeHash: codeHash(id, code),
        expiresAt: new Date(current.getTime() + OTP_TTL_SECONDS * 1000),
        ipHash: context.ipHash,
      });
      return {
        request_id: row.id,
        expires_in_s: OTP_TTL_SECONDS,
        resend_after_s: OTP_RESEND_AFTER_SECONDS,
        code_length: deps.codeLength,
      };
    },

    /** Returns the verified user, and whether this first sign-in created the account. */
    async verifyCode(input: {
      requestId: string;
      email: string;
      code: string;
    }): Promise<{ user: UserRow; created: boolean }> {
      const existing = await deps.usersRepo.findActiveByEmail(input.email);
      if (existing?.otpLockedUntil && existing.otpLockedUntil > now()) {
        throw new AppError('OTP_LOCKED');
      }
      const code = await deps.authRepo.findCode(input.requestId);
      if (!code || code.email !== input.email) throw new AppError('OTP_INVALID');
      if (code.consumedAt || code.voidedAt) throw new AppError('OTP_INVALID');
      if (code.expiresAt <= now()) throw new AppError('OTP_EXPIRED');

      const spent = await deps.authRepo.spendAttempt(code.id, OTP_MAX_ATTEMPTS);
      if (!spent) throw new AppError('OTP_INVALID', undefined, { attempts_left: 0 });

      if (!sameHash(spent.codeHash, codeHash(code.id, input.code))) {
        if (existing) await recordFailure(existing);
        throw new AppError('OTP_INVALID', undefined, {
          attempts_left: Math.max(0, OTP_MAX_ATTEMPTS - spent.attempts),
        });
      }
      if (!(await deps.authRepo.consumeCode(code.id))) throw new AppError('OTP_INVALID');

      return deps.usersRepo.findOrCreateByEmail(input.email, {});
    },
  };

  async function recordFailure(user: UserRow) {
    const streak = user.otpFailureStreak + 1;
    const lock = streak >= OTP_ACCOUNT_FAILURE_LIMIT;
    await deps.usersRepo.update(user.id, {
      otpFailureStreak: lock ? 0 : streak,
      ...(lock ? { otpLockedUntil: new Date(now().getTime() + HOUR_MS) } : {}),
    });
  }
}

export type OtpService = ReturnType<typeof createOtpService>;
