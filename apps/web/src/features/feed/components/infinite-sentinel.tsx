import { useEffect, useRef } from 'react';

/**
 * An invisible line under a list: when it scrolls into view (or near it), the next page is
 * fetched. Browsers without IntersectionObserver get the "load more" button beside it instead.
 */
export function InfiniteSentinel({
  onVisible,
  active,
}: {
  onVisible: () => void;
  active: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return <div ref={ref} aria-hidden="true" data-testid="feed-sentinel" className="h-px" />;
}
