/**
 * The one helper layer of the cross-engine journeys: what a diner does (open a link, tap, read)
 * and what every step checks (no error screen, no page error), over whichever engine drives the
 * browser. A failing step names what the diner saw and the router's state.
 */

/** The app's whole-screen error messages (a screen that could not load). */
export const ERROR_SCREEN = 'main.screen-message';

/** An element by CSS selector, or the innermost element within `within` whose text contains `text`. */
export type Target = string | { text: string; within?: string; tag?: string };

export interface Diner {
  /** Opens an address of the app, as following a link does (a full page load). */
  open(path: string): Promise<void>;
  /** Loads the current page again, as the browser's reload does. */
  reload(): Promise<void>;
  /** Waits until the target is shown, failing on an error screen or a page error. */
  see(target: Target, what: string): Promise<void>;
  /** Whether the target shows within the time: for what may or may not come (a popup). */
  shows(target: Target, withinMs: number): Promise<boolean>;
  /** Taps the target (scrolled to the middle of the screen first, as a thumb would). */
  tap(target: Target): Promise<void>;
  /**
   * Taps a target already on screen where it is, with no scroll first: a button of a bar that
   * stays at the screen's edge, which `tap`'s centring would scroll the page under.
   */
  press(target: Target): Promise<void>;
  /** Types into a field key by key, as a thumb on the phone's keyboard does. */
  type(target: Target, keys: string): Promise<void>;
  text(target: Target): Promise<string>;
  count(selector: string): Promise<number>;
  path(): Promise<string>;
  /** Runs a function in the page and returns its JSON-able result. */
  evaluate<T>(fn: () => T | Promise<T>): Promise<T>;
  /** Scrolls down a screen at a time until the selector exists (sections are built on approach). */
  scrollTo(selector: string): Promise<void>;
  /** Waits as a diner's pace does between two taps. */
  pause(ms: number): Promise<void>;
  /** Errors the page reported since it was opened: uncaught, unhandled rejections, console.error. */
  problems(): Promise<string[]>;
  /** Errors this journey causes on purpose (a call that cannot go out with no signal): not problems. */
  expectErrors(pattern: RegExp): void;
  quit(): Promise<void>;
}

/** The XPath of a text target, which both drivers understand. */
export function xpathOf(target: Exclude<Target, string>): string {
  const within = target.within ? `//*[contains(concat(' ', normalize-space(@class), ' '), ' ${target.within}')]` : '';
  const text = JSON.stringify(target.text);
  const tag = target.tag ?? '*';
  return `${within}//${tag}[contains(normalize-space(.), ${text}) and not(.//${tag}[contains(normalize-space(.), ${text})])]`;
}

/** What the router knows, for a failing step's message. Runs in the page. */
export function routerSummary(): string {
  const router = (window as Window & { __TSR_ROUTER__?: { state: { matches: unknown[] } } }).__TSR_ROUTER__;
  if (!router) return 'no router';
  return JSON.stringify(
    router.state.matches.map((match) => {
      const m = match as { routeId: string; status: string; error?: { message?: string } };
      return { routeId: m.routeId, status: m.status, error: m.error?.message };
    }),
  );
}

/** Shown (displayed), or the error screen. Runs in the page. */
export function screenState(selector: string | null, xpath: string | null, errorScreen: string): string | false {
  if (document.querySelector(errorScreen)) return 'error';
  const element = selector
    ? document.querySelector(selector)
    : document.evaluate(xpath ?? '', document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
  if (!(element instanceof Element)) return false;
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' ? 'shown' : false;
}

/** Waits until the service worker controls the page (up to 30 s). */
export async function waitForWorker(diner: Diner): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (await diner.evaluate(() => Boolean(navigator.serviceWorker?.controller))) return;
    await diner.pause(200);
  }
  throw new Error('the service worker never took the page');
}

/** Closes the notice and first-time popups a first visit opens with, one after the other. */
export async function closeArrivalPopups(diner: Diner): Promise<void> {
  let wait = 8_000;
  while (await diner.shows('dialog[open] .dialog-actions .btn-primary', wait)) {
    await diner.tap('dialog[open] .dialog-actions .btn-primary');
    // The next one (the first-time popup after the notice, which waits for the promotion) follows
    // within moments, or none does.
    wait = 4_000;
  }
  await diner.see('main.menu-home', 'the menu home after its popups');
}
