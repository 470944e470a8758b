import { useSearchParams } from 'react-router';
import { SearchScreen } from '../../features/feed/components/search-screen.tsx';

/** `/search?q=`: article search, the query kept in the address. */
export function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  return <SearchScreen q={q} onSearch={(next) => setParams(next ? { q: next } : {})} />;
}
