/**
 * Pages the service worker serves from its cache carry the same Content Security Policy and
 * security headers as the server's, so an offline start is as locked down as an online one.
 */
import { openTable } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { goOffline, goOnline, waitUntilReadyOffline } from '../support/offline.ts';

const NAMES = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

test('a page opened from the worker cache has the server policy, and the menu runs under it', async ({
  expectFailedRequests,
  page,
  context,
  demo,
  request,
}) => {
  // A host that sends the headers on navigations but not on the worker's precache fetch: the
  // worker must still serve the shell with the build's own policy.
  await context.route(/\/index\.html(\?|$)/, async (route) => {
    const original = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(original.headers()).filter(
        ([name]) => !NAMES.includes(name) && name !== 'cross-origin-opener-policy',
      ),
    );
    await route.fulfill({ response: original, headers });
  });
  await openTable(page, demo, 'dine-in');
  await waitUntilReadyOffline(page);
  const fromServer = (await request.get('/list/1/1')).headers();

  await goOffline(context, demo);
  // Offline, the session check fails and the worker answers 504 for a picture it never kept.
  expectFailedRequests(/\/api\/session\/check\?shopSeq=1&tableNum=1$/, /\/img\/promotion\/1\.png(\?.*)?$/);
  const navigation = page.waitForResponse((response) => response.request().isNavigationRequest());
  await page.reload();
  const response = await navigation;
  expect(response.fromServiceWorker()).toBe(true);
  const headers = response.headers();
  for (const name of NAMES) expect(headers[name], name).toBe(fromServer[name]);
  expect(headers['content-security-policy']).toContain("'sha256-");
  // The fixture fails on any violation: the boot script and the app ran under the cached policy.
  await expect(page.locator('main.menu-home')).toBeVisible();
  await goOnline(context, demo);
});
