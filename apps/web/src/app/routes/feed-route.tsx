import { useSearchParams } from 'react-router';
import { FeedScreen } from '../../features/feed/components/feed-screen.tsx';
import { isArticleCategory, type ArticleCategory } from '../../features/feed/types.ts';

/** `/feed?category=`: the articles, the chosen category kept in the address. */
export function FeedRoute() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isArticleCategory(raw) ? raw : null;
  const onCategoryChange = (next: ArticleCategory | null) =>
    setParams(next ? { category: next } : {}, { replace: true });
  return <FeedScreen category={category} onCategoryChange={onCategoryChange} />;
}
