import { startTransition, useCallback, useEffect, useState } from 'react';

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 400 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 16);
  return () => window.clearTimeout(id);
}

/**
 * A count that starts small and grows by `step` whenever the browser is idle, up to `total`, each
 * step as a React transition. A long list mounts in short tasks instead of one long one, so a weak
 * phone answers taps while the rest of the menu arrives. `reveal(n)` grows it at once to at least n.
 */
export function useProgressiveCount(total: number, initial: number, step: number): [number, (n: number) => void] {
  const [count, setCount] = useState(() => Math.min(total, initial));
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => startTransition(() => setCount((c) => Math.min(total, c + step))));
  }, [count, total, step]);
  const reveal = useCallback((n: number) => setCount((c) => Math.max(c, Math.min(total, n))), [total]);
  return [Math.min(count, total), reveal];
}
