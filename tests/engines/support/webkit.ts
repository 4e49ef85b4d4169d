/**
 * WebKit for the cross-engine journeys: WebKitGTK's MiniBrowser (the engine of every iPhone
 * browser) driven over W3C WebDriver by Debian's `WebKitWebDriver` and WebdriverIO, on an X
 * display of our own. Each session starts with an empty profile: one session is one first-time diner.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { remote } from 'webdriverio';
import { MINIBROWSER } from '../../../scripts/ensure-browsers.mjs';
import { freePort } from '../../support/free-port.ts';
import { type Diner, ERROR_SCREEN, routerSummary, screenState, type Target, xpathOf } from './diner.ts';

const LOCALE_DIR = resolve('.tmp/locale');
const LOCALE = 'ko_KR.UTF-8';

/** An X display of our own: Xvfb picks a free number and writes it on the pipe we hand it. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((done, fail) => {
    const pipe = xvfb.stdio[3];
    if (!pipe) return fail(new Error('Xvfb gave no display pipe'));
    pipe.once('data', (chunk: Buffer) => done({ display: `:${chunk.toString().trim()}`, process: xvfb }));
    xvfb.once('exit', (code) => fail(new Error(`Xvfb exited with ${code}`)));
  });
}

/**
 * WebKitGTK takes its language from the process locale: a Korean one, built without root into
 * .tmp, makes `navigator.language` ko-KR as on a Korean diner's phone.
 */
async function koreanLocale(): Promise<NodeJS.ProcessEnv> {
  if (!existsSync(`${LOCALE_DIR}/${LOCALE}`)) {
    mkdirSync(LOCALE_DIR, { recursive: true });
    const made = spawn('localedef', ['-i', 'ko_KR', '-f', 'UTF-8', `${LOCALE_DIR}/${LOCALE}`], { stdio: 'ignore' });
    await new Promise<void>((done) => made.once('exit', () => done()));
  }
  return existsSync(`${LOCALE_DIR}/${LOCALE}`) ? { LOCPATH: LOCALE_DIR, LANG: LOCALE, LC_ALL: LOCALE } : {};
}

async function waitForDriver(port: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
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

const locate = (target: Target): string => (typeof target === 'string' ? target : xpathOf(target));

export class WebKitDriver {
  private constructor(
    private readonly display: ChildProcess,
    private readonly driver: ChildProcess,
    private readonly port: number,
  ) {}

  static async start(): Promise<WebKitDriver> {
    const { display, process: xvfb } = await startDisplay();
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, ...(await koreanLocale()), DISPLAY: display },
      stdio: 'ignore',
    });
    await waitForDriver(port);
    return new WebKitDriver(xvfb, driver, port);
  }

  async newDiner(baseURL: string): Promise<Diner> {
    const browser = await remote({
      hostname: '127.0.0.1',
      port: this.port,
      logLevel: 'error',
      capabilities: {
        // WebKitGTK speaks classic WebDriver; WebdriverIO would otherwise ask for a BiDi session.
        'wdio:enforceWebDriverClassic': true,
        // WebKitGTK's own capability, which WebdriverIO's types do not list.
        ...({ 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } as object),
      },
    });
    // A phone-sized window: the app's layout is the one a diner's phone gets.
    await browser.setWindowSize(412, 915);
    return webkitDiner(browser, baseURL);
  }

  async stop(): Promise<void> {
    this.driver.kill();
    this.display.kill();
  }
}

function webkitDiner(browser: WebdriverIO.Browser, baseURL: string): Diner {
  const seen = new Set<string>();
  const expected: RegExp[] = [];
  const collect = async (): Promise<string[]> => {
    for (const error of await browser.execute(readErrors)) {
      if (!expected.some((pattern) => pattern.test(error))) seen.add(error);
    }
    await browser.execute(trapErrors);
    return [...seen];
  };
  const fail = async (message: string): Promise<never> => {
    const body = (await browser.execute(() => document.body.innerText)).slice(0, 400);
    const router = await browser.execute(routerSummary);
    throw new Error(`${message}\n  at ${await browser.getUrl()}\n  screen: ${body}\n  router: ${router}`);
  };
  const stateOf = (target: Target) =>
    browser.execute(
      screenState,
      typeof target === 'string' ? target : null,
      typeof target === 'string' ? null : xpathOf(target),
      ERROR_SCREEN,
    );
  const diner: Diner = {
    async open(path) {
      await browser.url(new URL(path, baseURL).href);
      await browser.execute(trapErrors);
    },
    async reload() {
      await browser.refresh();
      await browser.execute(trapErrors);
    },
    async see(target, what) {
      const state = await browser
        .waitUntil(async () => (await stateOf(target)) || false, { timeout: 15_000, interval: 100 })
        .catch(() => 'timeout');
      if (state === 'error') await fail(`an error screen instead of ${what}`);
      if (state === 'timeout') await fail(`${what} did not show`);
      const problems = await collect();
      if (problems.length) await fail(`the page reported errors while showing ${what}: ${problems.join('; ')}`);
    },
    async shows(target, withinMs) {
      return browser
        .waitUntil(async () => (await stateOf(target)) === 'shown', { timeout: withinMs, interval: 100 })
        .then(() => true)
        .catch(() => false);
    },
    async tap(target) {
      const element = browser.$(locate(target));
      await element.waitForExist({ timeout: 10_000 });
      await element.execute((el: HTMLElement) => el.scrollIntoView({ block: 'center' }));
      const clickable = await element
        .waitForClickable({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!clickable) {
        const onTop = await element.execute((el: HTMLElement) => {
          const box = el.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top ? `${top.tagName.toLowerCase()}.${top.className}` : 'nothing';
        });
        await fail(`${locate(target)} could not be tapped: ${onTop} is on top of it`);
      }
      await element.click();
    },
    async press(target) {
      const element = browser.$(locate(target));
      // Clickable means in view and not covered: WebDriver's click then does not scroll.
      const clickable = await element
        .waitForClickable({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!clickable) await fail(`${locate(target)} is not on screen to press`);
      await element.click();
    },
    async type(target, keys) {
      const element = browser.$(locate(target));
      await element.waitForExist({ timeout: 10_000 });
      await element.click();
      // One key at a time into the field (WebDriver's Element Send Keys), as a thumb types.
      for (const key of keys) await element.addValue(key);
    },
    text: (target) => browser.$(locate(target)).getText(),
    async count(selector) {
      return (await browser.$$(selector).getElements()).length;
    },
    async path() {
      const url = new URL(await browser.getUrl());
      return url.pathname + url.search;
    },
    // WebDriver's script execution awaits a returned promise.
    evaluate: async <T>(fn: () => T | Promise<T>) => (await browser.execute(fn)) as T,
    async scrollTo(selector) {
      for (let step = 0; step < 60; step++) {
        if (await browser.$(selector).isExisting()) return;
        await browser.execute(() => window.scrollBy(0, window.innerHeight * 0.8));
        await browser.pause(150);
      }
      await fail(`${selector} never appeared while scrolling`);
    },
    pause: (ms) => browser.pause(ms),
    problems: collect,
    expectErrors: (pattern) => {
      expected.push(pattern);
    },
    quit: () => browser.deleteSession(),
  };
  return diner;
}
