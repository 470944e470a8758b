import { eq } from 'drizzle-orm';
import type { AdminSuspensionView } from '@duangdee/contract/admin';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { inTransaction, type DbOrTx } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from './audit.ts';

async function lockUser(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      erasedAt: users.erasedAt,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

const present = (
  userId: string,
  row: { suspendedAt: Date | null; suspendedReason: string | null },
): AdminSuspensionView => ({
  user_id: userId,
  suspended_at: row.suspendedAt?.toISOString() ?? null,
  suspended_reason: row.suspendedReason,
});

/** Suspending and restoring accounts, each audited in the transaction of the change. */
export function createSuspensionService(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    /** From the next request on, the account's tokens, refreshes and sign-ins are refused. */
    async suspend(userId: string, actorId: string, reason: string) {
      if (userId === actorId) {
        const message = 'You cannot suspend your own account';
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'params.id', message }]);
      }
      return inTransaction(deps.db, async (tx) => {
        const user = await lockUser(tx, userId);
        if (user.erasedAt) throw new AppError('CONFLICT', 'This account was erased');
        if (user.suspendedAt) throw new AppError('CONFLICT', 'This account is already suspended');
        const changed = { suspendedAt: now(), suspendedReason: reason };
        await tx
          .update(users)
          .set({ ...changed, updatedAt: now() })
          .where(eq(users.id, userId));
        await recordAudit(tx, {
          actorId,
          action: 'user.suspend',
          targetType: 'user',
          targetId: userId,
          reason,
          before: { suspended_at: null },
          after: { suspended_at: changed.suspendedAt.toISOString() },
        });
        return present(userId, changed);
      });
    },

    /** Lifts a suspension: tokens that have not expired work again. */
    async restore(userId: string, actorId: string, reason: string | undefined) {
      return inTransaction(deps.db, async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user.suspendedAt) throw new AppError('CONFLICT', 'This account is not suspended');
        await tx
          .update(users)
          .set({ suspendedAt: null, suspendedReason: null, updatedAt: now() })
          .where(eq(users.id, userId));
        await recordAudit(tx, {
          actorId,
          action: 'user.restore',
          targetType: 'user',
          targetId: userId,
          reason: reason ?? null,
          before: {
            suspended_at: user.suspendedAt.toISOString(),
            suspended_reason: user.suspendedReason,
          },
          after: { suspended_at: null },
        });
        return present(userId, { suspendedAt: null, suspendedReason: null });
      });
    },
  };
}

export type SuspensionService = ReturnType<typeof createSuspensionService>;
