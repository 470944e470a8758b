import { adminArticleBodySchema } from '@duangdee/contract/admin';
import type { AdminArticle, ArticleBody, ArticlePreview } from '../types.ts';

/** The editor's fields as typed: tags and sources one a line. */
export interface ArticleDraft {
  category: string;
  titleTh: string;
  titleEn: string;
  summaryTh: string;
  summaryEn: string;
  bodyTh: string;
  bodyEn: string;
  coverImage: string;
  tags: string;
  sources: string;
  isFeatured: boolean;
}

export type DraftField = keyof ArticleDraft;

/** Why a field is refused, as a key of `admin.articles.editor.errors` (or the category's own). */
export type DraftProblem =
  | { key: 'required' | 'cover' | 'tag' | 'source' | 'category' }
  | { key: 'tooLong' | 'tooMany'; max: number };

export const EMPTY_DRAFT: ArticleDraft = {
  category: '',
  titleTh: '',
  titleEn: '',
  summaryTh: '',
  summaryEn: '',
  bodyTh: '',
  bodyEn: '',
  coverImage: '',
  tags: '',
  sources: '',
  isFeatured: false,
};

export function draftOf(article: AdminArticle): ArticleDraft {
  return {
    category: article.category,
    titleTh: article.titleTh,
    titleEn: article.titleEn ?? '',
    summaryTh: article.summaryTh,
    summaryEn: article.summaryEn ?? '',
    bodyTh: article.bodyTh,
    bodyEn: article.bodyEn ?? '',
    coverImage: article.coverImage ?? '',
    tags: article.tags.join('\n'),
    sources: article.sources.join('\n'),
    isFeatured: article.isFeatured,
  };
}

export function sameDraft(a: ArticleDraft, b: ArticleDraft): boolean {
  return (Object.keys(a) as DraftField[]).every((key) => a[key] === b[key]);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The draft in the contract's words (snake_case), as `adminArticleBodySchema` reads it. */
function wireOf(draft: ArticleDraft) {
  return {
    category: draft.category,
    title_th: draft.titleTh,
    title_en: draft.titleEn,
    summary_th: draft.summaryTh,
    summary_en: draft.summaryEn,
    body_th: draft.bodyTh,
    body_en: draft.bodyEn,
    cover_image: draft.coverImage,
    tags: lines(draft.tags),
    sources: lines(draft.sources),
    is_featured: draft.isFeatured,
  };
}

const FIELD_OF: Record<string, DraftField> = {
  category: 'category',
  title_th: 'titleTh',
  title_en: 'titleEn',
  summary_th: 'summaryTh',
  summary_en: 'summaryEn',
  body_th: 'bodyTh',
  body_en: 'bodyEn',
  cover_image: 'coverImage',
  tags: 'tags',
  sources: 'sources',
  is_featured: 'isFeatured',
};

interface Issue {
  code: string;
  path: PropertyKey[];
  maximum?: unknown;
}

function problemOf(field: DraftField, issue: Issue): DraftProblem {
  const max = typeof issue.maximum === 'number' ? issue.maximum : undefined;
  const item = issue.path.length > 1;
  if (field === 'category') return { key: 'category' };
  if (field === 'coverImage') return max !== undefined ? { key: 'tooLong', max } : { key: 'cover' };
  if (field === 'tags')
    return !item && max !== undefined ? { key: 'tooMany', max } : { key: 'tag' };
  if (field === 'sources') {
    return !item && max !== undefined ? { key: 'tooMany', max } : { key: 'source' };
  }
  if (issue.code === 'too_big' && max !== undefined) return { key: 'tooLong', max };
  return { key: 'required' };
}

/**
 * The body to send, checked by the contract's own schema (the server's limits, the cover and tag
 * patterns), or what is wrong, field by field. Empty English fields and cover are sent as null.
 */
export function readArticleDraft(
  draft: ArticleDraft,
):
  | { body: ArticleBody; problems: null }
  | { body: null; problems: Partial<Record<DraftField, DraftProblem>> } {
  const parsed = adminArticleBodySchema.safeParse(wireOf(draft));
  if (!parsed.success) {
    const problems: Partial<Record<DraftField, DraftProblem>> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !problems[field]) problems[field] = problemOf(field, issue as Issue);
    }
    return { body: null, problems };
  }
  const data = parsed.data;
  return {
    body: {
      category: data.category,
      titleTh: data.title_th,
      titleEn: data.title_en,
      summaryTh: data.summary_th,
      summaryEn: data.summary_en,
      bodyTh: data.body_th,
      bodyEn: data.body_en,
      coverImage: data.cover_image,
      tags: data.tags,
      sources: data.sources,
      isFeatured: data.is_featured,
    },
    problems: null,
  };
}

/**
 * What a reader would see of the draft in one language: English falls back to the Thai text
 * field by field, as the app does.
 */
export function previewOf(
  draft: ArticleDraft,
  language: 'th' | 'en',
  publishedAt: string | null,
): ArticlePreview | null {
  if (!draft.titleTh.trim() || !draft.bodyTh.trim()) return null;
  const english = language === 'en';
  return {
    category: draft.category,
    title: (english && draft.titleEn.trim()) || draft.titleTh.trim(),
    body: (english && draft.bodyEn.trim()) || draft.bodyTh.trim(),
    coverImage: draft.coverImage.trim() || null,
    sources: lines(draft.sources),
    publishedAt,
  };
}
