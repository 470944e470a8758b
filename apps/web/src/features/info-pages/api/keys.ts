/** Cache keys of one user's support tickets: another user never sees them. */
export const supportKeys = {
  tickets: (userId: string) => ['support', userId, 'tickets'] as const,
};
