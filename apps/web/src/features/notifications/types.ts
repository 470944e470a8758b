/** One notification as the app reads it (camelCased from the wire). */
export interface NotificationItem {
  id: string;
  /** What it is about: `payment_success`, `welcome_bonus`, `reading_ready`, ... */
  type: string;
  title: string;
  body: string;
  /** Where a tap leads in the app, or null. */
  link: string | null;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationsPage {
  items: NotificationItem[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface UnreadCount {
  unreadCount: number;
}

/** What a read call changed, and how many are still unread. */
export interface MarkedRead {
  updatedCount: number;
  unreadCount: number;
}
