/** The image viewer's limits (spec section 9) and the arithmetic of its buttons, wheel and pinch. */

export const ZOOM_RATE = 1.2;
export const MIN_SCALE = 0.2;
export const MAX_SCALE = 7;
export const ROTATE_STEP = 90;

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** One step in (+1) or out (−1): times or divided by the zoom rate, within the limits. */
export function zoomStep(scale: number, direction: 1 | -1): number {
  return clampScale(direction > 0 ? scale * ZOOM_RATE : scale / ZOOM_RATE);
}

/** A quarter turn clockwise, kept within 0–359. */
export function rotateStep(degrees: number): number {
  return (((degrees + ROTATE_STEP) % 360) + 360) % 360;
}
