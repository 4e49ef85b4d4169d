/**
 * When the staff-call state is looked at: every `everyMs` while the page is shown; never while it
 * is hidden (the timer stops, so a phone in a pocket sends nothing and wakes nothing); at once when
 * it is shown again, the timer starting over from there; and when the signal returns, after the
 * outbox's round, so the look finds the call delivered.
 */

/** What the rule needs of the page: whether it is shown, and its two events. */
export interface PageSignals {
  isShown(): boolean;
  /** Subscribes to the page being shown or hidden; returns the unsubscribe. */
  onShownChange(listener: () => void): () => void;
  /** Subscribes to the signal's return; returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

export const browserPage: PageSignals = {
  isShown: () => document.visibilityState !== 'hidden',
  onShownChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  onOnline(listener) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

export interface WatchOptions {
  everyMs: number;
  page: PageSignals;
  /** Runs before the look that follows the signal's return (the outbox's round). */
  beforeOnlineLook?: () => Promise<unknown>;
}

/** Starts watching; returns the stop. `look` runs only while the page is shown. */
export function watchWhileShown(look: () => void, { everyMs, page, beforeOnlineLook }: WatchOptions): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const lookIfShown = () => {
    if (!stopped && page.isShown()) look();
  };
  const startTimer = () => {
    clearInterval(timer);
    timer = page.isShown() ? setInterval(lookIfShown, everyMs) : undefined;
  };
  const offShown = page.onShownChange(() => {
    startTimer();
    lookIfShown();
  });
  const offOnline = page.onOnline(() => {
    const round = beforeOnlineLook?.() ?? Promise.resolve();
    void round.catch(() => undefined).then(lookIfShown);
  });
  startTimer();
  return () => {
    stopped = true;
    clearInterval(timer);
    offShown();
    offOnline();
  };
}
