/** The cache keys of the feed. Lists carry the language; a like updates every copy of an article. */
export const feedKeys = {
  all: ['feed'] as const,
  lists: () => ['feed', 'list'] as const,
  list: (category: string | null, language: string) =>
    ['feed', 'list', category ?? 'all', language] as const,
  article: (id: string, language: string) => ['feed', 'article', id, language] as const,
  articles: () => ['feed', 'article'] as const,
  recommendations: (id: string, language: string) =>
    ['feed', 'recommendations', id, language] as const,
  featured: (language: string) => ['feed', 'featured', language] as const,
  search: (q: string, language: string) => ['feed', 'search', q, language] as const,
  bookmarks: (userId: string, language: string) => ['feed', 'bookmarks', userId, language] as const,
};

/** The language the server is asked to write in. */
export const feedLanguage = (language: string): 'th' | 'en' => (language === 'en' ? 'en' : 'th');
