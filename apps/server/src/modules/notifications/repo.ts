import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/identity.ts';
import { notifications } from '../../db/schema/payments.ts';
import type { DbOrTx } from '../../db/transaction.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: string;
  titleTh: string;
  titleEn: string;
  bodyTh: string;
  bodyEn: string;
  data?: Record<string, unknown>;
}

/** Adds a notification inside the caller's transaction, so it exists exactly when its cause does. */
export async function addNotification(
  tx: DbOrTx,
  notification: NewNotification,
): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(notification).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Every notification of a user, oldest first: the export. */
export async function listNotificationsOf(db: DbOrTx, userId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** PDPA erasure: notifications are messages to the person (they name payments and reasons). */
export async function deleteNotificationsOf(tx: DbOrTx, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.delete(notifications).where(inArray(notifications.userId, userIds));
}

/** One page of a user's notifications, newest first, and how many they have in all. */
export async function pageOfNotifications(
  db: DbOrTx,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [total] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks the user's unread notifications read: those of `ids` (others' ids match nothing), or all
 * of them. Returns how many changed.
 */
export async function markRead(
  db: DbOrTx,
  userId: string,
  ids: string[] | 'all',
  at: Date,
): Promise<number> {
  if (ids !== 'all' && ids.length === 0) return 0;
  const changed = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

/** Whether the person has an account (guests have no screen to read notifications on). */
export async function isRegisteredUser(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isGuest: users.isGuest })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row !== undefined && !row.isGuest;
}
