import { z } from 'zod';

/** The list shape of every paged endpoint (articles keep the spec's `articles` key). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    has_next_page: z.boolean(),
    has_previous_page: z.boolean(),
  });
}

export function pageInfo(page: number, pageSize: number, totalCount: number) {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    page,
    page_size: pageSize,
    total_count: totalCount,
    total_pages: totalPages,
    has_next_page: page < totalPages,
    has_previous_page: page > 1,
  };
}
