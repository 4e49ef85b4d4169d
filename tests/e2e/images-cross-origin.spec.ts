/**
 * Pictures from an image host on another origin, as a production build has them
 * (`VITE_IMAGE_BASE`): the app asks with CORS, so the picture shows and the service worker can read
 * the answer, and it keeps only readable 200s. This spec builds the app a second time with the image
 * host set to the journeys' own demo service (another port, so another origin; it sends CORS
 * headers) and serves that build from a second demo service.
 */
import { request as playwrightRequest } from '@playwright/test';
import { CACHE_NAMES } from '../../src/worker-contract/cache-rules.ts';
import { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForWorker } from '../support/offline.ts';
import { type SecondApp, startSecondApp } from '../support/second-app.ts';

const IMAGE_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4391}`;

let second: SecondApp | undefined;

test.describe('pictures from an image host on another origin', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    second = await startSecondApp('cross-origin-images', { VITE_IMAGE_BASE: `${IMAGE_ORIGIN}/img` });
  });

  test.afterAll(async () => {
    await second?.stop();
  });

  test('a picture from the other origin shows and is kept; one the host fails is not', async ({
    page,
    expectFailedRequests,
  }) => {
    if (!second) throw new Error('no app server');
    const app = new DemoService(second.request);
    await app.reset();
    const link = DemoService.pathOf((await app.entry('dine-in', 'pg-smartro')).url);

    // The first visit installs the worker; the next load goes through it.
    await page.goto(`${second.origin}${link}`);
    await expect(page.locator('main.menu-home')).toBeVisible();
    await waitForWorker(page);
    const pictures = page.locator(`main.menu-home img[src^="${IMAGE_ORIGIN}/img/"]`);
    await expect(pictures.first()).toBeVisible();
    // Two pictures the first visit has shown.
    await expect
      .poll(() =>
        pictures.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBeGreaterThan(1);
    const sources = await pictures.evaluateAll((images) => [
      ...new Set(
        images
          .filter((image) => (image as HTMLImageElement).naturalWidth > 0)
          .map((image) => (image as HTMLImageElement).src),
      ),
    ]);
    const [shown, failing] = sources;
    if (!shown || !failing) throw new Error('the menu needs two pictures');
    // The picture the host fails below: the page sees it fail (the worker answers for it).
    expectFailedRequests(new RegExp(`^${failing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    // The image host (the journeys' own demo service) fails one picture from now on, and the phone
    // holds it nowhere: neither the worker's cache nor the browser's own. (A request context of its
    // own: one left idle while the page loaded may meet a socket the service has closed.)
    const imageHost = await playwrightRequest.newContext({ baseURL: IMAGE_ORIGIN });
    await new DemoService(imageHost).fault({ path: new URL(failing).pathname, method: 'GET', status: 500 });
    await imageHost.dispose();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.evaluate(async ({ cacheName, url }) => void (await (await caches.open(cacheName)).delete(url)), {
      cacheName: CACHE_NAMES.images,
      url: failing,
    });

    await page.reload();
    await expect(page.locator('main.menu-home')).toBeVisible();
    const picture = page.locator(`img[src="${shown}"]`).first();
    await expect(picture).toHaveAttribute('crossorigin', 'anonymous');
    await expect
      .poll(() =>
        picture.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);

    const kept = async (url: string) =>
      page.evaluate(
        async ({ cacheName, url }) => {
          const answer = await (await caches.open(cacheName)).match(url);
          return answer ? { type: answer.type, status: answer.status } : null;
        },
        { cacheName: CACHE_NAMES.images, url },
      );
    // Readable (CORS), a real 200: kept.
    await expect.poll(() => kept(shown)).toEqual({ type: 'cors', status: 200 });
    // The host's 500 is not kept as a picture: the page asked for it again and shows its
    // placeholder instead (a copy further down loads once scrolled to).
    await expect
      .poll(() =>
        page.evaluate((url) => {
          const left = [...document.querySelectorAll('img')].filter((image) => image.src === url);
          for (const image of left) image.scrollIntoView({ block: 'center' });
          return left.length;
        }, failing),
      )
      .toBe(0);
    // The worker decides on keeping the 500 as it hands it to the page; a picture asked for after
    // that, through the same worker and cache, is kept after it: once that one is in, the 500 had
    // its chance to be kept too.
    const later = `${shown}?asked-after-the-failure`;
    await page.evaluate(async (url) => void (await fetch(url, { mode: 'cors' })).blob(), later);
    await expect.poll(() => kept(later)).toEqual({ type: 'cors', status: 200 });
    expect(await kept(failing)).toBeNull();
  });

  test.afterEach(async () => {
    // The next journey's picture must not fail: the image host forgets the fault.
    const imageHost = await playwrightRequest.newContext({ baseURL: IMAGE_ORIGIN });
    await new DemoService(imageHost).clearFaults();
    await imageHost.dispose();
  });
});
