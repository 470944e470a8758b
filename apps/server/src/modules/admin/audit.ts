import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntryView } from '@duangdee/contract/admin';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/identity.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { bangkokDayStart, nextBangkokDay } from './bangkok-days.ts';

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records an admin's write in the caller's transaction: the audit row commits with the change it
 * describes, or neither does.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  action?: string | undefined;
  actorId?: string | undefined;
  targetId?: string | undefined;
  /** Inclusive Bangkok days. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

export function createAuditRepo(db: Db) {
  return {
    /** Newest first. */
    async list(filter: AuditFilter): Promise<{ items: AuditEntryView[]; total: number }> {
      const where: SQL[] = [];
      if (filter.action) where.push(eq(adminAuditLog.action, filter.action));
      if (filter.actorId) where.push(eq(adminAuditLog.actorId, filter.actorId));
      if (filter.targetId) where.push(eq(adminAuditLog.targetId, filter.targetId));
      if (filter.from) where.push(gte(adminAuditLog.createdAt, bangkokDayStart(filter.from)));
      if (filter.to) {
        where.push(lt(adminAuditLog.createdAt, bangkokDayStart(nextBangkokDay(filter.to))));
      }
      const condition = where.length > 0 ? and(...where) : undefined;
      const [total] = await db.select({ n: count() }).from(adminAuditLog).where(condition);
      const rows = await db
        .select({ entry: adminAuditLog, email: users.email })
        .from(adminAuditLog)
        .leftJoin(users, eq(users.id, adminAuditLog.actorId))
        .where(condition)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return {
        total: total?.n ?? 0,
        items: rows.map(({ entry, email }) => ({
          id: entry.id,
          actor_id: entry.actorId,
          actor_email: email ?? null,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          reason: entry.reason,
          before: entry.before,
          after: entry.after,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
