import type { Notification, NotificationLanguage } from '@duangdee/contract/notifications';
import type { Db } from '../../db/client.ts';
import { afterCommit, inTransaction, type DbOrTx } from '../../db/transaction.ts';
import type { EventBus } from '../../platform/events.ts';
import {
  linkOf,
  readingNotification,
  welcomeBonusNotification,
  type SettledReading,
} from './messages.ts';
import {
  addNotification,
  countUnread,
  isRegisteredUser,
  markRead,
  pageOfNotifications,
  type NewNotification,
  type NotificationRow,
} from './repo.ts';

export interface NotificationsServiceDeps {
  db: Db;
  events: Pick<EventBus, 'publish' | 'mayHaveListeners'>;
  now?: () => Date;
}

export function presentNotification(
  row: NotificationRow,
  language: NotificationLanguage,
): Notification {
  return {
    id: row.id,
    type: row.kind,
    title: language === 'en' ? row.titleEn : row.titleTh,
    body: language === 'en' ? row.bodyEn : row.bodyTh,
    link: linkOf(row),
    is_read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A signed-in user's notifications: each added in the transaction of what it tells about, and
 * announced on their live stream only once that commits (`notification.created`), as is every
 * change of how many are unread (`notifications.unread`).
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { db, events } = deps;
  const now = deps.now ?? (() => new Date());

  /** The count read after the commit, so announcements close together end on the latest. */
  async function announceUnread(userId: string) {
    if (!events.mayHaveListeners(userId)) return;
    events.publish(userId, {
      type: 'notifications.unread',
      data: { unread_count: await countUnread(db, userId) },
    });
  }

  async function read(userId: string, ids: string[] | 'all') {
    return inTransaction(db, async (tx) => {
      const updated = await markRead(tx, userId, ids, now());
      if (updated > 0) afterCommit(tx, () => announceUnread(userId));
      return { updated_count: updated, unread_count: await countUnread(tx, userId) };
    });
  }

  /**
   * Adds a notification in `tx` (opened with `inTransaction`); announced after it commits.
   * Guests have no screen to read it on, so none is kept for them.
   */
  async function add(tx: DbOrTx, notification: NewNotification): Promise<void> {
    if (!(await isRegisteredUser(tx, notification.userId))) return;
    const row = await addNotification(tx, notification);
    afterCommit(tx, async () => {
      if (!events.mayHaveListeners(row.userId)) return;
      events.publish(row.userId, {
        type: 'notification.created',
        data: {
          id: row.id,
          type: row.kind,
          created_at: row.createdAt.toISOString(),
          unread_count: await countUnread(db, row.userId),
        },
      });
    });
  }

  return {
    add,

    /** In the transaction that granted the welcome coins. */
    welcomeBonusGranted: (tx: DbOrTx, grant: { userId: string; amount: number }) =>
      add(tx, welcomeBonusNotification(grant.userId, grant.amount)),

    /** In the transaction that completed or failed a reading. */
    async readingSettled(tx: DbOrTx, session: SettledReading): Promise<void> {
      const notification = readingNotification(session);
      if (notification) await add(tx, notification);
    },

    async list(userId: string, page: number, pageSize: number, language: NotificationLanguage) {
      const { rows, total } = await pageOfNotifications(db, userId, page, pageSize);
      return { items: rows.map((row) => presentNotification(row, language)), total };
    },

    async unreadCount(userId: string) {
      return { unread_count: await countUnread(db, userId) };
    },

    /** Marks the user's own notifications among `ids` read; anyone else's are left alone. */
    markAsRead: (userId: string, ids: string[]) => read(userId, [...new Set(ids)]),

    readAll: (userId: string) => read(userId, 'all'),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
