import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/** The `Idempotency-Key` header of a money call, checked for shape; null when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY.test(raw)) {
    throw new AppError('VALIDATION_FAILED', undefined, [
      {
        path: 'headers.idempotency-key',
        message: '8–200 characters of letters, digits, _ . : -',
      },
    ]);
  }
  return raw;
}
