/** Filters of a list, as the screen holds them (empty strings are left out of the request). */
export type ListFilters = Readonly<Record<string, string>>;

/** The cache keys of the admin area: one root, so a decision can refresh everything at once. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: (from: string, to: string) => ['admin', 'overview', from, to] as const,
  overviews: ['admin', 'overview'] as const,
  reconcile: ['admin', 'reconcile'] as const,
  payments: (filters: ListFilters, page: number) => ['admin', 'payments', filters, page] as const,
  paymentLists: ['admin', 'payments'] as const,
  slipImage: (paymentId: string, slipId: string) => ['admin', 'slip', paymentId, slipId] as const,
  users: (q: string, page: number) => ['admin', 'users', 'list', q, page] as const,
  user: (id: string) => ['admin', 'users', 'detail', id] as const,
  transfers: (id: string, page: number) => ['admin', 'users', 'transfers', id, page] as const,
  guests: (page: number) => ['admin', 'guests', page] as const,
  sessions: (filters: ListFilters, page: number) =>
    ['admin', 'sessions', 'list', filters, page] as const,
  sessionLists: ['admin', 'sessions', 'list'] as const,
  session: (id: string) => ['admin', 'sessions', 'detail', id] as const,
  tickets: (filters: ListFilters, page: number) => ['admin', 'tickets', filters, page] as const,
  ticketLists: ['admin', 'tickets'] as const,
  audit: (filters: ListFilters, page: number) => ['admin', 'audit', filters, page] as const,
  auditLists: ['admin', 'audit'] as const,
  costs: ['admin', 'costs'] as const,
  packages: ['admin', 'packages'] as const,
  articles: (filters: ListFilters, page: number) =>
    ['admin', 'articles', 'list', filters, page] as const,
  articleLists: ['admin', 'articles', 'list'] as const,
  article: (id: string) => ['admin', 'articles', 'detail', id] as const,
};

/** The query of a filtered page: filters with a value, the page, 20 a page. */
export function listQuery(filters: ListFilters, page: number) {
  const query: Record<string, string | number> = { page, pageSize: 20 };
  for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
  return query;
}
