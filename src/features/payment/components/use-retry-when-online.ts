import { useEffect } from 'react';

/** Runs `retry` when the connection comes back, while `waiting` is true. */
export function useRetryWhenOnline(waiting: boolean, retry: () => void): void {
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waiting, retry]);
}
