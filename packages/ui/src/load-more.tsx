import { useEffect, useRef } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { useUiTexts } from './ui-texts';

export interface LoadMoreProps {
  /** Whether another page exists. Nothing is drawn when it does not. */
  hasMore: boolean;
  /** A page is being fetched. */
  loading: boolean;
  onLoadMore: () => void;
  /** The button's text ("Load more jobs"). */
  label?: string;
  className?: string;
}

/**
 * The end of an infinite list: an invisible sentinel asks for the next page as it scrolls into
 * view, and a real button does the same for keyboard users and browsers that scroll differently.
 */
export function LoadMore({ hasMore, loading, onLoadMore, label, className }: LoadMoreProps) {
  const texts = useUiTexts();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoadMore });
  latest.current = { hasMore, loading, onLoadMore };

  // Observing anew once each page has arrived also catches a sentinel that never left the view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loading` re-arms the observer.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div className={cn('flex flex-col items-center', className)}>
      <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        {loading ? texts.loadingMore : (label ?? texts.loadMore)}
      </Button>
    </div>
  );
}
