/**
 * The app's pages go out with a strict Content Security Policy and the other security headers,
 * from every route the demo service answers, and the policy really blocks script that someone
 * manages to put into the page.
 */
import { openTable } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';

const APP_HEADERS = ['X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Content-Security-Policy'];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

test('every route of the demo service answers with the security headers', async ({ request, demo }) => {
  const link = await demo.tableLink(1, 1);
  const shell = await request.get('/');
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())?.[1];
  expect(asset, 'the shell names its entry script').toBeTruthy();
  const routes = [
    '/',
    link,
    '/list/1/1',
    '/list/1/1/detail/101',
    '/order/log/1/1',
    '/group/demo-group',
    '/waiting/1',
    '/offline.html',
    '/manifest.webmanifest',
    `${asset}`,
    '/assets/missing.js',
    '/api/shopInfo?shopSeq=1',
    '/api/nothing-here',
    '/img/menu/101.png',
    '/pg/smartro/pay.js',
    '/pg/nice/card?orderId=x',
    '/__demo/catalogue',
  ];
  for (const route of routes) {
    const response = await request.fetch(route, { method: 'HEAD' });
    const headers = response.headers();
    for (const name of APP_HEADERS) expect(headers[name.toLowerCase()], `${name} on ${route}`).toBeTruthy();
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    // The gateway's card window may be framed by our own page (its PC layer), by nothing else.
    const framedBy = route.startsWith('/pg/nice/card') ? ["'self'"] : ["'none'"];
    expect(directives(headers['content-security-policy'] ?? '').get('frame-ancestors'), route).toEqual(framedBy);
  }

  const page = (await request.fetch('/list/1/1', { method: 'HEAD' })).headers();
  const csp = directives(page['content-security-policy'] ?? '');
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length, 'the inline scripts by hash').toBe(2);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page['permissions-policy']).toContain('camera=()');
  expect(page['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  // The service's own answers are never pages: nothing may load from them.
  const api = (await request.get('/api/shopInfo?shopSeq=1')).headers();
  expect(api['content-security-policy']).toContain("default-src 'none'");
  expect(api['referrer-policy']).toBe('no-referrer');
});

test.describe('an inline script that got into the page', () => {
  // One pattern: Playwright reads a two-item array as a value and its options.
  test.use({
    allowedConsoleErrors: [
      /CSP violation: script-src-(elem|attr) blocked inline|^(Executing inline (script|event handler)|Running the JavaScript URL) violates the following Content Security Policy/,
    ],
  });

  test('is blocked, and so are injected handlers and javascript: addresses', async ({
    page,
    demo,
    expectFailedRequests,
  }) => {
    await openTable(page, demo, 'dine-in');
    // The injected picture's handler must not run; the picture itself does not exist.
    expectFailedRequests(/\/img\/none\.png$/);
    const blocked: string[] = [];
    page.on('console', (message) => {
      const directive = /^CSP violation: (\S+)/.exec(message.text())?.[1];
      if (directive) blocked.push(directive);
    });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/img/none.png" onerror="window.handlerRan = true">';
      document.body.append(holder);
      const link = document.createElement('a');
      link.href = 'javascript:window.linkRan = true';
      document.body.append(link);
      link.click();
    });
    // Each of the three is reported as it is blocked: the script, the javascript: address, and the
    // handler once the picture has failed to load. After the last report nothing is left to run.
    await expect.poll(() => [...blocked].sort()).toEqual(['script-src-attr', 'script-src-elem', 'script-src-elem']);
    const ran = await page.evaluate(() =>
      ['injectedRan', 'handlerRan', 'linkRan'].map((name) => Reflect.get(window, name)),
    );
    expect(ran).toEqual([undefined, undefined, undefined]);
    // The menu is still there and still works: the block cost nothing else.
    await expect(page.locator('main.menu-home')).toBeVisible();
  });
});

test('the page runs its boot script and the app with the policy on, with no violation', async ({ page, demo }) => {
  // Any violation fails the fixture. Calls sent while the page is still parsing can only come from
  // the inline boot script (modules run after parsing): they prove it ran under the policy.
  await page.addInitScript(() => {
    const sent: string[] = [];
    Reflect.set(window, 'sentWhileParsing', sent);
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (document.readyState === 'loading') sent.push(String(input instanceof Request ? input.url : input));
      return original(input, init);
    };
  });
  await openTable(page, demo, 'dine-in');
  // A table whose menu the phone keeps leaves its calls to the app: once the menu is kept, forget
  // that it is, so the boot script sends them as on a first visit.
  const keptTables = () => page.evaluate(() => localStorage.getItem('table-order:v1:kept-tables'));
  await expect.poll(keptTables).not.toBeNull();
  await page.evaluate(() => localStorage.removeItem('table-order:v1:kept-tables'));
  const navigation = page.waitForResponse((response) => response.request().isNavigationRequest());
  await page.reload();
  expect((await navigation).headers()['content-security-policy']).toContain("'sha256-");
  await page.locator('main.menu-home').waitFor();
  const sent = await page.evaluate(() => Reflect.get(window, 'sentWhileParsing') as string[]);
  expect(sent.some((url) => url.includes('/api/shopInfo'))).toBe(true);
});
