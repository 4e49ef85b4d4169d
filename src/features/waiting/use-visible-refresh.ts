import { useEffect, useState } from 'react';

function isVisible(): boolean {
  return document.visibilityState === 'visible';
}

/**
 * Runs `refresh` every `delay` ms while the page is visible (a hidden page cannot show anything,
 * so it does not ask), at once when the page comes back to the front or the connection returns.
 * A null delay stops the timer; a new `restartKey` (a new answer) starts the wait over.
 */
export function useVisibleRefresh(refresh: () => unknown, delay: number | null, restartKey: unknown): void {
  const [visible, setVisible] = useState(isVisible);

  useEffect(() => {
    const onVisibility = () => {
      const now = isVisible();
      setVisible(now);
      if (now) refresh();
    };
    const onOnline = () => refresh();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, [refresh]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (restartKey) restarts the wait.
  useEffect(() => {
    if (!visible || delay === null) return;
    const timer = window.setTimeout(() => refresh(), delay);
    return () => window.clearTimeout(timer);
  }, [visible, delay, refresh, restartKey]);
}
