import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `tickMs`, for screens whose look depends on the clock (opening
 * hours): a page left open across the closing time updates by itself.
 */
export function useNow(tickMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
