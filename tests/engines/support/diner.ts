/**
 * The one helper layer of the cross-engine journeys: what a diner does (open a link, tap, read)
 * and what every step checks (no error screen, no page error), over whichever engine drives the
 * browser. A failing step names what the diner saw and the router's state.
 */
import type { WebKitBrowser } from './webkit.ts';

/** The app's whole-screen error messages (a screen that could not load). */
const ERROR_SCREEN = 'main.screen-message';

export interface Diner {
  /** Opens an address of the app, as following a link does (a full page load). */
  open(path: string): Promise<void>;
  /** Waits until an element matching the selector is shown, failing on an error screen. */
  see(selector: string, what: string): Promise<void>;
  /** Taps the element (scrolled to the middle of the screen first, as a thumb would). */
  tap(selector: string): Promise<void>;
  text(selector: string): Promise<string>;
  count(selector: string): Promise<number>;
  path(): Promise<string>;
  /** Scrolls down a screen at a time until the selector exists (sections are built on approach). */
  scrollTo(selector: string): Promise<void>;
  /** Whether the selector shows within the time: for what may or may not come (a popup). */
  shows(selector: string, withinMs: number): Promise<boolean>;
  /** Waits as a diner's pace does between two taps. */
  pause(ms: number): Promise<void>;
  /** Errors the page reported since it was opened: uncaught, unhandled rejections, console.error. */
  problems(): Promise<string[]>;
  quit(): Promise<void>;
}

/**
 * Installed after each page load: classic WebDriver has no console or page-error events, so the page
 * keeps its own list. A load it missed is caught by `see` (the error screen) and the router state.
 */
function trapErrors(): void {
  const page = window as Window & { __journeyErrors?: string[] };
  if (page.__journeyErrors) return;
  const errors: string[] = [];
  page.__journeyErrors = errors;
  window.addEventListener('error', (event) => errors.push(`page error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console error: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`);
    original(...args);
  };
}

function readErrors(): string[] {
  return (window as Window & { __journeyErrors?: string[] }).__journeyErrors ?? [];
}

/** What the router knows, for a failing step's message. */
function routerSummary(): string {
  const router = (window as Window & { __TSR_ROUTER__?: { state: { matches: unknown[] } } }).__TSR_ROUTER__;
  if (!router) return 'no router';
  return JSON.stringify(
    router.state.matches.map((match) => {
      const m = match as { routeId: string; status: string; error?: { message?: string } };
      return { routeId: m.routeId, status: m.status, error: m.error?.message };
    }),
  );
}

export function webkitDiner(browser: WebKitBrowser, baseURL: string): Diner {
  const seen = new Set<string>();
  const collect = async (): Promise<string[]> => {
    const found = await browser.execute(readErrors);
    for (const error of found) seen.add(error);
    await browser.execute(trapErrors);
    return [...seen];
  };
  const fail = async (message: string): Promise<never> => {
    const body = (await browser.execute(() => document.body.innerText)).slice(0, 400);
    const router = await browser.execute(routerSummary);
    throw new Error(`${message}\n  at ${await browser.getUrl()}\n  screen: ${body}\n  router: ${router}`);
  };
  return {
    async open(path) {
      await browser.url(new URL(path, baseURL).href);
      await browser.execute(trapErrors);
    },
    async see(selector, what) {
      const shown = await browser
        .waitUntil(
          async () => {
            if (await browser.$(ERROR_SCREEN).isExisting()) return 'error';
            return (await browser.$(selector).isDisplayed()) ? 'shown' : false;
          },
          { timeout: 15_000, interval: 100 },
        )
        .catch(() => 'timeout');
      if (shown === 'error') await fail(`an error screen instead of ${what}`);
      if (shown === 'timeout') await fail(`${what} did not show`);
      const problems = await collect();
      if (problems.length) await fail(`the page reported errors while showing ${what}: ${problems.join('; ')}`);
    },
    async tap(selector) {
      const element = browser.$(selector);
      await element.waitForExist({ timeout: 10_000 });
      await element.execute((el: HTMLElement) => el.scrollIntoView({ block: 'center' }));
      await element.waitForClickable({ timeout: 10_000 });
      await element.click();
    },
    async text(selector) {
      return browser.$(selector).getText();
    },
    async count(selector) {
      return (await browser.$$(selector).getElements()).length;
    },
    async path() {
      const url = new URL(await browser.getUrl());
      return url.pathname + url.search;
    },
    async scrollTo(selector) {
      for (let step = 0; step < 60; step++) {
        if (await browser.$(selector).isExisting()) return;
        await browser.execute(() => window.scrollBy(0, window.innerHeight * 0.8));
        await browser.pause(150);
      }
      await fail(`${selector} never appeared while scrolling`);
    },
    async shows(selector, withinMs) {
      return browser
        .waitUntil(() => browser.$(selector).isDisplayed(), { timeout: withinMs, interval: 100 })
        .then(() => true)
        .catch(() => false);
    },
    pause: (ms) => browser.pause(ms),
    problems: collect,
    async quit() {
      await browser.deleteSession();
    },
  };
}
