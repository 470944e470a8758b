/** The cache keys of one user's notifications: a sign-out or another user never sees them. */
export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  lists: (userId: string) => ['notifications', userId, 'list'] as const,
  list: (userId: string, page: number, language: string) =>
    ['notifications', userId, 'list', page, language] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
};
