/**
 * Where a toast may sit: never over the button the diner needs. The toast starts at its resting
 * place near the bottom of the screen and moves up past every action (a bottom bar, a primary
 * button) it would cover, so on a cart or payment page it sits above the pay button wherever the
 * page puts it.
 */

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ToastSpot {
  /** The toast's box at its resting place (lifted by 0). */
  rest: Box;
  /** Actions on the screen, in viewport coordinates. */
  actions: readonly Box[];
  /** The highest the toast's top may go (below the navbar). */
  minTop: number;
  /** Space kept between the toast and an action. */
  gap: number;
}

const overlaps = (a: Box, b: Box, gap: number) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom + gap && a.bottom > b.top - gap;

/** How many pixels to lift the toast from its resting place; 0 when nothing is covered there. */
export function toastLift({ rest, actions, minTop, gap }: ToastSpot): number {
  const height = rest.bottom - rest.top;
  const shown = actions.filter((box) => box.bottom > box.top && box.right > box.left);
  let bottom = rest.bottom;
  // Each pass clears one action and can only move the toast up: at most one pass per action.
  for (let pass = 0; pass <= shown.length; pass += 1) {
    const box = { ...rest, top: bottom - height, bottom };
    const covered = shown.filter((action) => overlaps(box, action, gap));
    if (covered.length === 0) break;
    bottom = Math.min(...covered.map((action) => action.top)) - gap;
  }
  // Lifted past the top, it would hide the screen's title instead: it stops below the navbar.
  bottom = Math.max(bottom, minTop + height);
  return Math.max(0, Math.round(rest.bottom - bottom));
}
