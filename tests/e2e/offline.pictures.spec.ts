/**
 * Offline pictures: the worker keeps the very variant each picture chose (its width and format),
 * and with no network the menu's pictures come from that cache; a place that needs a width the
 * phone never fetched (the menu detail) shows another width of the same picture.
 */
import { openTable } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { cachedUrls, goOffline, waitUntilReadyOffline } from '../support/offline.ts';
import { picturesOnScreen } from '../support/pictures.ts';

test('the pictures the list chose are kept by the worker and shown from its cache offline', async ({
  expectFailedRequests,
  page,
  context,
  demo,
}) => {
  const table = await openTable(page, demo, 'dine-in', 'pg');
  await waitUntilReadyOffline(page);
  await page.waitForLoadState('networkidle');
  const chosen = (await picturesOnScreen(page, '.menu-category img')).map((picture) => picture.src);
  expect(chosen.length).toBeGreaterThan(0);
  for (const src of chosen) expect(src).toMatch(/\?w=176&fm=avif$/);
  // Kept as chosen: the same address, width and format included.
  await expect
    .poll(async () => {
      const images = Object.entries(await cachedUrls(page)).find(([name]) => name.includes('images'))?.[1] ?? [];
      return chosen.filter((src) => !images.includes(src));
    })
    .toEqual([]);

  await goOffline(context, demo);
  // Pictures the phone never fetched (further down the list) answer 504 from the worker.
  expectFailedRequests(/\/api\/session\/check\?shopSeq=1&tableNum=1$/, /\/img\/(menu\/1\/\d+|promotion\/1)\.png\?/);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/img/menu/') && response.status() === 200 && response.fromServiceWorker())
      fromWorker.push(new URL(response.url()).pathname + new URL(response.url()).search);
  });
  await page.reload();
  // Offline, the connection line above the page moves the list down: a picture at the screen's
  // lower edge may no longer be on it, so what counts is that every picture shown is one the list
  // chose, answered by the worker.
  let shownOffline: string[] = [];
  await expect
    .poll(async () => {
      shownOffline = (await picturesOnScreen(page, '.menu-category img')).map((p) => p.src);
      return shownOffline.length > 0 && shownOffline.every((src) => chosen.includes(src));
    })
    .toBe(true);
  expect(fromWorker).toEqual(expect.arrayContaining(shownOffline));

  // The detail asks for a wider picture than any the phone holds: the worker answers with the
  // widest it has of that picture, so the diner still sees it.
  const menuSeq = Number(/\/menu\/\d+\/(\d+)\.png/.exec(chosen[0] ?? '')?.[1]);
  await page.goto(`/${table.shopSeq}/${table.tableNum}/${menuSeq}`);
  const detail = page.locator('.detail-picture img');
  // Drawn (a picture that failed has no natural width), from an answer the worker gave.
  await expect.poll(() => detail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await detail.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(/\?w=(828|1080|1120)&fm=avif$/);
  expect(fromWorker).toContain(new URL(shown).pathname + new URL(shown).search);
});
