/** Paragraphs of a body written with blank lines between them (as the server cuts them). */
export function articleParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** An article's cover: its own, else its category's picture (as the server fills it in). */
export function articleCoverImage(category: string, coverImage: string | null): string {
  return coverImage || `/articles/${category}.svg`;
}
