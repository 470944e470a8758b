/** Paragraphs of a body written with blank lines between them (as the server cuts them). */
export function articleParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** An article's cover: its own, else its category's picture (as the server fills it in). */
export function articleCoverImage(category: string, coverImage: string | null): string {
  return coverImage || `/articles/${category}.webp`;
}

const CATEGORY_COVER = /^\/articles\/([a-z-]+)\.webp$/;

/**
 * The widths a category's picture comes in (`build-tools/article-covers.ts`), for `srcSet`; none
 * for a cover of the article's own, which comes in one size.
 */
export function articleCoverSources(coverImage: string): string | undefined {
  const category = CATEGORY_COVER.exec(coverImage)?.[1];
  return category ? `/articles/${category}-480.webp 480w, ${coverImage} 960w` : undefined;
}
