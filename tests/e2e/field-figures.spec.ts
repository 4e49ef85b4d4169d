/**
 * Field figures are the deployer's choice: a build without `VITE_RUM_ENDPOINT` has no measuring
 * code at all and sends nothing; a build with one (here a second build, served by a second demo
 * service, whose endpoint is the journeys' own demo service on another origin) sends Core Web Vitals
 * with attribution and unexpected errors by beacon, in batches, without the table token or a phone
 * number, and its policy lets exactly that endpoint through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { skipHomePopups } from '../support/menu-journey.ts';
import { type SecondApp, startSecondApp } from '../support/second-app.ts';

const MAIN_PORT = Number(process.env.E2E_PORT ?? 4391);
const MAIN_ORIGIN = `http://127.0.0.1:${MAIN_PORT}`;
const MAIN_DIST = MAIN_PORT === 4391 ? '.tmp/dist' : `.tmp/dist-${MAIN_PORT}`;
const ENDPOINT = `${MAIN_ORIGIN}/rum`;

/** Every request the page makes, as addresses. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

function connectSources(csp: string | undefined): string[] {
  const directive = (csp ?? '').split(';').find((part) => part.trim().startsWith('connect-src'));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/** Whether a built file holds the web-vitals attribution build's code. */
function holdsFieldFigures(dist: string): boolean {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(join(assets, name), 'utf8').includes('longAnimationFrameEntries'));
}

test('without an endpoint the build holds no measuring code, loads none and sends nothing', async ({ page, demo }) => {
  expect(holdsFieldFigures(MAIN_DIST)).toBe(false);
  const requests = watchRequests(page);
  const link = DemoService.pathOf((await demo.entry('dine-in', 'pg-smartro')).url);
  const response = await page.goto(link);
  await expect(page.locator('main.menu-home')).toBeVisible();
  expect(connectSources(response?.headers()['content-security-policy'])).toEqual(["'self'"]);
  await page.waitForLoadState('load');
  await page.goto('about:blank');
  expect(requests.filter((url) => url.includes('/rum'))).toEqual([]);
  expect((await demo.received()).rum).toEqual([]);
});

let second: SecondApp | undefined;

test.describe('with an endpoint', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    second = await startSecondApp('field-figures', { VITE_RUM_ENDPOINT: ENDPOINT }, (dist) =>
      expect(holdsFieldFigures(dist)).toBe(true),
    );
  });

  test.afterAll(async () => {
    await second?.stop();
  });

  test('the vitals with attribution and an unexpected error go by beacon, in a batch, with nothing personal', async ({
    page,
    demo,
  }) => {
    if (!second) throw new Error('no app server');
    const app = new DemoService(second.request);
    await app.reset();
    const link = DemoService.pathOf((await app.entry('dine-in', 'pg-smartro')).url);
    const token = new URL(link, second.origin).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    const requests = watchRequests(page);
    await skipHomePopups(page);

    const response = await page.goto(`${second.origin}${link}`);
    expect(connectSources(response?.headers()['content-security-policy'])).toEqual(["'self'", MAIN_ORIGIN]);
    await expect(page.locator('main.menu-home')).toBeVisible();
    // Measuring starts once the first screen is up and the page has loaded, and marks the moment.
    await page.waitForFunction(() => performance.getEntriesByName('field-figures-started').length > 0);
    expect(requests.some((url) => /\/assets\/start-rum-[^/]+\.js$/.test(url))).toBe(true);
    await page.getByRole('navigation', { name: '메뉴 카테고리' }).getByRole('link').nth(1).click();
    // An error nothing caught, as the browser reports one, with a phone number and a token in it.
    await page.evaluate(() =>
      window.dispatchEvent(
        new ErrorEvent('error', {
          message: 'Uncaught TypeError: no receipt for 010-1234-5678 (token=abc.def)',
          filename: `${location.origin}/assets/index.js?token=abc.def`,
          lineno: 12,
          colno: 34,
        }),
      ),
    );
    expect((await demo.received()).rum).toEqual([]);
    // Leaving the page sends what waits.
    await page.goto(`${MAIN_ORIGIN}/__demo/catalogue`);
    await expect
      .poll(
        async () =>
          (await demo.received()).rum.flatMap((batch) => batch.events.map((event) => event.name ?? event.kind)),
        {
          timeout: 15_000,
        },
      )
      .toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB', 'CLS', 'error']));

    const { rum } = await demo.received();
    const events = rum.flatMap((batch) => batch.events);
    const lcp = events.find((event) => event.name === 'LCP') as {
      value: number;
      page: string;
      attribution: Record<string, unknown>;
    };
    expect(lcp.value).toBeGreaterThan(0);
    expect(lcp.page).toMatch(/^\/list\/\d+\/\d+$/);
    expect(typeof lcp.attribution.timeToFirstByte).toBe('number');
    expect(typeof lcp.attribution.elementRenderDelay).toBe('number');
    const error = events.find((event) => event.kind === 'error');
    expect(error).toMatchObject({
      message: 'Uncaught TypeError: no receipt for # (token=…',
      source: '/assets/index.js',
      line: 12,
      column: 34,
    });
    const sent = JSON.stringify(rum);
    expect(sent).not.toContain(token);
    expect(sent).not.toContain('1234-5678');
    expect(sent).not.toContain('?');
  });
});
