import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * Re-renders every `intervalMs` so relative times ("2 minutes ago") keep up with the clock. The first
 * render reads the time the page was rendered at (routes/__root.tsx), so a page drawn on the server
 * hydrates with the same words; the browser's clock takes over right after.
 */
export function useNow(intervalMs = 60_000): number {
  const renderedAt = useRouteContext({ from: '__root__', select: (context) => context.renderedAt });
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
