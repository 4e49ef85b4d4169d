import { afterNextPaint } from './after-next-paint.ts';

let markShown: () => void = () => undefined;

/**
 * Resolves once the page's first screen has been painted. Work that can wait (reading the
 * service's refresh of a menu already shown from the phone) waits for it, so a weak phone draws
 * what it holds before it parses what came.
 */
export const firstScreenShown: Promise<void> = new Promise((resolve) => {
  markShown = resolve;
});

/** Called once the router has rendered the first screen: resolves `firstScreenShown` after its frame. */
export function noteFirstScreenRendered(): void {
  afterNextPaint(markShown);
}
