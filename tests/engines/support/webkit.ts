/**
 * WebKit for the cross-engine journeys: WebKitGTK's MiniBrowser (the engine of every iPhone
 * browser) driven over W3C WebDriver by Debian's `WebKitWebDriver`, on an X display of our own.
 * Each session starts with an empty profile: one session is one first-time diner.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { remote } from 'webdriverio';
import { MINIBROWSER } from '../../../scripts/ensure-browsers.mjs';

const LOCALE_DIR = resolve('.tmp/locale');
const LOCALE = 'ko_KR.UTF-8';

export type WebKitBrowser = WebdriverIO.Browser;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

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
async function localeEnv(): Promise<NodeJS.ProcessEnv> {
  if (!existsSync(`${LOCALE_DIR}/${LOCALE}`)) {
    mkdirSync(LOCALE_DIR, { recursive: true });
    const made = spawn('localedef', ['-i', 'ko_KR', '-f', 'UTF-8', `${LOCALE_DIR}/${LOCALE}`], { stdio: 'ignore' });
    await new Promise<void>((done) => made.once('exit', () => done()));
  }
  return existsSync(`${LOCALE_DIR}/${LOCALE}`) ? { LOCPATH: LOCALE_DIR, LANG: LOCALE, LC_ALL: LOCALE } : {};
}

/** The display and the driver, started once for a test file; `newDiner` opens a fresh browser. */
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
      env: { ...process.env, ...(await localeEnv()), DISPLAY: display },
      stdio: 'ignore',
    });
    await waitForDriver(port);
    return new WebKitDriver(xvfb, driver, port);
  }

  async newDiner(): Promise<WebKitBrowser> {
    return remote({
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
  }

  async stop(): Promise<void> {
    this.driver.kill();
    this.display.kill();
  }
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
