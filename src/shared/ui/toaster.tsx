import { useLingui } from '@lingui/react';
import { useAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { toastAtom } from './toast.atoms.ts';
import { type Box, toastLift } from './toast-placement.ts';
import './toaster.css';

/**
 * What a toast must not cover: the screens' action bars (marked `data-action-bar`) and primary
 * buttons. Those in a dialog are above the toast anyway.
 */
const ACTIONS = '[data-action-bar], .btn-primary';
const GAP = 8;

function actionBoxes(): Box[] {
  return [...document.querySelectorAll(ACTIONS)]
    .filter((el) => !el.closest('dialog, .toaster'))
    .map((el) => el.getBoundingClientRect());
}

/** The live region every toast is announced through; it is always in the page so readers hear it. */
export function Toaster() {
  const [toast, setToast] = useAtom(toastAtom);
  const { i18n } = useLingui();
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(
      () => setToast((current) => (current?.id === toast.id ? null : current)),
      toast.durationMs,
    );
    return () => window.clearTimeout(timer);
  }, [toast, setToast]);

  // While a toast shows, it is placed clear of the screen's actions on every frame: the diner may
  // scroll, a bar may grow, or the toast may follow the diner to the next screen. Each frame's
  // reading waits for the task after that frame, when the browser has laid the page out already:
  // read inside the frame's own callbacks, it laid out there and then whatever a keystroke or a
  // scroll step had just changed (the whole of a search's results), ahead of everything else the
  // frame had to do.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!toast || !region) return;
    let lift = 0;
    let frame = 0;
    let afterFrame = 0;
    const place = () => {
      const shown = region.firstElementChild?.getBoundingClientRect();
      if (shown) {
        const area = region.getBoundingClientRect();
        const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
        const next = toastLift({
          rest: { top: area.top + lift, bottom: area.bottom + lift, left: shown.left, right: shown.right },
          actions: actionBoxes(),
          minTop: Math.max(0, navbar) + GAP,
          gap: GAP,
        });
        if (next !== lift) {
          lift = next;
          region.style.setProperty('--toast-lift', `${lift}px`);
        }
      }
      frame = requestAnimationFrame(() => {
        afterFrame = window.setTimeout(place);
      });
    };
    place();
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(afterFrame);
      region.style.removeProperty('--toast-lift');
    };
  }, [toast]);

  return (
    <div ref={regionRef} className="toaster" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`toast toast-${toast.tone}`}>
          {i18n._(toast.message)}
        </div>
      )}
    </div>
  );
}
