import { SHARED_PAGE_PATHS } from '@duangdee/contract/share-cards';
import { describe, expect, it } from 'vitest';
import { articlePath, isSharedReadingAddress, paths } from './paths.ts';

describe('the addresses of shared things', () => {
  it('are the ones the server writes link previews for', () => {
    expect(paths.fortuneResults).toBe(SHARED_PAGE_PATHS.reading);
    expect(paths.palmAnalysis).toBe(SHARED_PAGE_PATHS.palm);
    expect(paths.article).toBe(SHARED_PAGE_PATHS.article);
    expect(articlePath('x')).toBe(SHARED_PAGE_PATHS.article.replace(':id', 'x'));
    // A shared reading is `?share=<token>` on either address.
    expect(isSharedReadingAddress(SHARED_PAGE_PATHS.reading, '?share=abc')).toBe(true);
    expect(isSharedReadingAddress(SHARED_PAGE_PATHS.palm, '?share=abc&session=1')).toBe(true);
  });
});
