import { useCallback, useEffect, useRef } from 'react';

/** Spec section 9: a held number button repeats after 600 ms, then every 100 ms. */
export const HOLD_DELAY_MS = 600;
export const HOLD_INTERVAL_MS = 100;

export function usePressAndHold(action: () => void, enabled: boolean) {
  const actionRef = useRef(action);
  actionRef.current = action;
  const timers = useRef<{ delay?: number; repeat?: number }>({});
  const repeated = useRef(false);

  const stop = useCallback(() => {
    window.clearTimeout(timers.current.delay);
    window.clearInterval(timers.current.repeat);
    timers.current = {};
  }, []);

  const start = useCallback(() => {
    stop();
    repeated.current = false;
    timers.current.delay = window.setTimeout(() => {
      timers.current.repeat = window.setInterval(() => {
        repeated.current = true;
        actionRef.current();
      }, HOLD_INTERVAL_MS);
    }, HOLD_DELAY_MS);
  }, [stop]);

  useEffect(() => {
    if (!enabled) stop();
  }, [enabled, stop]);
  useEffect(() => stop, [stop]);

  return {
    handlers: {
      onPointerDown: (event: React.PointerEvent) => {
        if (!enabled || event.button !== 0) return;
        start();
      },
      onPointerUp: stop,
      onPointerLeave: stop,
      onPointerCancel: stop,
    },
    /** True once after a hold that repeated, so the click that ends it is ignored. */
    didRepeat: () => {
      const value = repeated.current;
      repeated.current = false;
      return value;
    },
  };
}
