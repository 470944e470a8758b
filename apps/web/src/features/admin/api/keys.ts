/** The cache keys of the admin area: one root, so a decision can refresh everything at once. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: (from: string, to: string) => ['admin', 'overview', from, to] as const,
  overviews: ['admin', 'overview'] as const,
  reconcile: ['admin', 'reconcile'] as const,
  payments: (status: string, page: number) => ['admin', 'payments', status, page] as const,
  paymentLists: ['admin', 'payments'] as const,
  slipImage: (paymentId: string, slipId: string) => ['admin', 'slip', paymentId, slipId] as const,
  users: (q: string, page: number) => ['admin', 'users', 'list', q, page] as const,
  user: (id: string) => ['admin', 'users', 'detail', id] as const,
  transfers: (id: string, page: number) => ['admin', 'users', 'transfers', id, page] as const,
};
