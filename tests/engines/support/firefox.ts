/**
 * Firefox for the cross-engine journeys: Debian's Firefox ESR driven over WebDriver BiDi by
 * puppeteer-core (never `puppeteer`, which downloads a browser of its own). Each diner gets a fresh
 * profile, in Korean, at a phone's size.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { type Diner, ERROR_SCREEN, routerSummary, screenState, type Target, xpathOf } from './diner.ts';

export const FIREFOX = '/usr/bin/firefox-esr';

const locate = (target: Target): string => (typeof target === 'string' ? target : `::-p-xpath(${xpathOf(target)})`);

export class FirefoxDriver {
  private readonly browsers = new Set<Browser>();

  static async start(): Promise<FirefoxDriver> {
    return new FirefoxDriver();
  }

  async newDiner(baseURL: string): Promise<Diner> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: { 'intl.accept_languages': 'ko-KR, ko', 'intl.locale.requested': 'ko-KR' },
    });
    this.browsers.add(browser);
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 915 });
    return firefoxDiner(page, baseURL, async () => {
      this.browsers.delete(browser);
      await browser.close();
    });
  }

  async stop(): Promise<void> {
    await Promise.all([...this.browsers].map((browser) => browser.close()));
  }
}

/**
 * Firefox's words, at times, when a request its worker was answering ends early: a picture the app
 * let go of before it arrived (`releaseOnRemove` in responsive-img.tsx), or the pictures of a page
 * the diner left. A picture the worker really fails is still asked for by its `<img>`, and broken.
 */
const INTERCEPTION_ENDED =
  /^Failed to load ‘(.+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/**
 * Whether a picture on the page that asks for this address ends up broken. Another `<img>` may
 * ask for the same address as one let go of, so each is waited for (up to 5 s) to arrive or fail.
 */
async function brokenOnPage(url: string): Promise<boolean> {
  const names = (candidates: string | null) =>
    (candidates ?? '').split(',').some((candidate) => {
      const address = candidate.trim().split(/\s+/)[0];
      return Boolean(address) && new URL(address as string, location.href).href === url;
    });
  const asking = () =>
    [...document.images].filter((img) => {
      const sources =
        img.parentElement instanceof HTMLPictureElement ? [...img.parentElement.querySelectorAll('source')] : [];
      return (
        img.currentSrc === url ||
        names(img.getAttribute('src')) ||
        names(img.getAttribute('srcset')) ||
        sources.some((source) => names(source.getAttribute('srcset')))
      );
    });
  for (let waited = 0; waited < 50; waited++) {
    const pictures = asking();
    if (pictures.every((img) => img.complete)) return pictures.some((img) => img.naturalWidth === 0);
    await new Promise((done) => setTimeout(done, 100));
  }
  return true;
}

function firefoxDiner(page: Page, baseURL: string, close: () => Promise<void>): Diner {
  const problems: string[] = [];
  const expected: RegExp[] = [];
  const report = (problem: string) => {
    if (!expected.some((pattern) => pattern.test(problem))) problems.push(problem);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') report(`console error: ${message.text()}`);
  });
  const checks: Promise<void>[] = [];
  page.on('pageerror', (error) => {
    const message = error instanceof Error ? error.message : String(error);
    const picture = INTERCEPTION_ENDED.exec(message)?.[1];
    if (!picture) {
      report(`page error: ${message}`);
      return;
    }
    checks.push(
      page
        .evaluate(brokenOnPage, picture)
        .catch(() => false)
        .then((broken) => {
          if (broken) report(`page error: ${message}`);
        }),
    );
  });
  const fail = async (message: string): Promise<never> => {
    const body = (await page.evaluate(() => document.body.innerText)).slice(0, 400);
    const router = await page.evaluate(routerSummary);
    throw new Error(`${message}\n  at ${page.url()}\n  screen: ${body}\n  router: ${router}`);
  };
  const stateOf = (target: Target) =>
    page.evaluate(
      screenState,
      typeof target === 'string' ? target : null,
      typeof target === 'string' ? null : xpathOf(target),
      ERROR_SCREEN,
    );
  const waitFor = async (target: Target, withinMs: number, wanted: (state: string | false) => boolean) => {
    const until = Date.now() + withinMs;
    for (;;) {
      const state = await stateOf(target);
      if (wanted(state)) return state;
      if (Date.now() > until) return 'timeout';
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  return {
    async open(path) {
      await page.goto(new URL(path, baseURL).href);
    },
    async reload() {
      await page.reload();
    },
    async see(target, what) {
      const state = await waitFor(target, 15_000, (s) => s !== false);
      if (state === 'error') await fail(`an error screen instead of ${what}`);
      if (state === 'timeout') await fail(`${what} did not show`);
      await Promise.all(checks);
      if (problems.length) await fail(`the page reported errors while showing ${what}: ${problems.join('; ')}`);
    },
    async shows(target, withinMs) {
      return (await waitFor(target, withinMs, (s) => s === 'shown')) === 'shown';
    },
    async tap(target) {
      const element = await page.waitForSelector(locate(target), { timeout: 10_000, visible: true });
      if (!element) throw new Error(`nothing to tap at ${JSON.stringify(target)}`);
      await element.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await element.click();
    },
    async press(target) {
      const element = await page.waitForSelector(locate(target), { timeout: 10_000, visible: true });
      if (!element) throw new Error(`nothing to press at ${JSON.stringify(target)}`);
      // Wholly on screen, puppeteer's click does not scroll the page first.
      if (!(await element.isIntersectingViewport({ threshold: 1 }))) await fail(`${locate(target)} is not on screen`);
      await element.click();
    },
    async type(target, keys) {
      const element = await page.waitForSelector(locate(target), { timeout: 10_000 });
      if (!element) throw new Error(`nothing to type in at ${JSON.stringify(target)}`);
      await element.click();
      await page.keyboard.type(keys);
    },
    async text(target) {
      const element = await page.waitForSelector(locate(target), { timeout: 10_000 });
      return (await element?.evaluate((el) => (el as HTMLElement).innerText)) ?? '';
    },
    async count(selector) {
      return (await page.$$(selector)).length;
    },
    async path() {
      const url = new URL(page.url());
      return url.pathname + url.search;
    },
    evaluate: (fn) => page.evaluate(fn),
    async scrollTo(selector) {
      for (let step = 0; step < 60; step++) {
        if (await page.$(selector)) return;
        await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
        await new Promise((done) => setTimeout(done, 150));
      }
      await fail(`${selector} never appeared while scrolling`);
    },
    pause: (ms) => new Promise((done) => setTimeout(done, ms)),
    problems: async () => {
      await Promise.all(checks);
      return [...problems];
    },
    expectErrors: (pattern) => {
      expected.push(pattern);
    },
    quit: close,
  };
}
