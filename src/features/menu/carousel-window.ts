/**
 * Which recommended slides carry their menu's card. Every slide keeps its place in the strip (an
 * empty box of the same width), but only those within reach of the view hold a card, so a shop
 * with eighty recommended menus has about as many cards in its carousel as one with five.
 */

/** Slides kept with their card before the first one in view (a step back with the button or Shift+Tab). */
export const SLIDES_BEHIND = 2;
/** Slides kept with their card from the first one in view: three show, then a step ahead. */
export const SLIDES_AHEAD = 5;

/** The first and last slide with a card when `position` is the first slide in view. */
export function slidesWithCards(position: number, count: number): [number, number] {
  if (count <= 0) return [0, -1];
  const at = Math.min(Math.max(0, Math.round(position)), count - 1);
  return [Math.max(0, at - SLIDES_BEHIND), Math.min(count - 1, at + SLIDES_AHEAD - 1)];
}

/**
 * The first slide in view of a native strip scrolled `scrolled` px from its start (negative in a
 * right-to-left page, as browsers report it), its slides `step` px apart (a slide and the gap).
 */
export function slideAtStart(scrolled: number, step: number, count: number): number {
  if (step <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.round(Math.abs(scrolled) / step));
}
