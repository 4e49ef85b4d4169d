/**
 * Hostile shop data: a shop and a group whose every operator-typed field carries a payload from
 * server/seed/hostile-payloads.ts (script and markup in every guise, links and picture paths in
 * every scheme and disguise, very long and right-to-left text, broken JSON descriptions). The
 * journeys walk every screen that shows them and fail on any script that runs, any navigation or
 * window.open off http(s), and any Content Security Policy violation (the fixture).
 */
import { HOSTILE_FIRST_MENU, HOSTILE_SEQ, HOSTILE_TABLE } from '../../server/seed/hostile.ts';
import { HOSTILE_PAYLOAD_COUNT, HOSTILE_TEXTS } from '../../server/seed/hostile-payloads.ts';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { DemoService } from '../support/demo-service.ts';
import { expect, test } from '../support/fixtures.ts';
import { closeDialogs, expectNothingRan, scrollThrough, watchForExecution } from '../support/hostile.ts';
import { approveAndWaitForReceipt, goToPayment, payAtGateway } from '../support/payment-flow.ts';

const MENU_SEQS = HOSTILE_TEXTS.map((_, index) => HOSTILE_FIRST_MENU + index);

/**
 * The hostile picture paths that stay on the image host once the app has made them safe
 * (`x.png" onerror=…`, `menu/1.png?<script>…`, `/img/../__demo/reset`): the host has no such
 * picture and answers 404, as it should.
 */
const HOSTILE_PICTURES = /\/img\/(__demo\/reset|(custom-logo-file\/shop\/)?x\.png%22|menu\/1\.png\?%3Cscript)/;

test.beforeAll(() => {
  console.log(`hostile-data suite: ${HOSTILE_PAYLOAD_COUNT} payloads`);
});

test('the menu home shows every hostile field as text, in Korean, English and Arabic', async ({
  expectFailedRequests,
  page,
  demo,
}) => {
  expectFailedRequests(HOSTILE_PICTURES);
  test.setTimeout(90_000);
  expect(HOSTILE_PAYLOAD_COUNT).toBeGreaterThanOrEqual(50);
  const watch = await watchForExecution(page);
  const table = await openTable(page, demo, 'hostile');
  // The notice and the promotion open by themselves on the first visit.
  await expect(page.locator('dialog[open]').first()).toBeVisible();
  await expectNothingRan(page, watch, 'the first-visit popups');
  await closeDialogs(page);
  await scrollThrough(page);
  await expectNothingRan(page, watch, 'the menu home');
  // The table token is in no address or attribute of the page, where a link or picture could carry it off.
  expect(await page.content()).not.toContain(table.token);

  for (const locale of ['en', 'ar']) {
    await page.evaluate((code) => {
      localStorage.setItem('table-order:v1:locale', code);
      localStorage.setItem('table-order:v1:locale-chosen', 'true');
    }, locale);
    await page.reload();
    await page.locator('main.menu-home').waitFor();
    await closeDialogs(page);
    await scrollThrough(page);
    await expectNothingRan(page, watch, `the menu home in ${locale}`);
  }
});

test('every hostile menu detail opens as text, with its options and broken description', async ({
  expectFailedRequests,
  page,
  demo,
}) => {
  expectFailedRequests(HOSTILE_PICTURES);
  test.setTimeout(180_000);
  const watch = await watchForExecution(page);
  const table = await openTable(page, demo, 'hostile');
  await closeDialogs(page);
  for (const seq of MENU_SEQS) {
    // Through the router, as a tap on the menu would: one page load for all of them.
    await page.evaluate(
      (to) =>
        (Reflect.get(window, '__TSR_ROUTER__') as { navigate: (o: { to: string }) => Promise<void> }).navigate({ to }),
      `/${table.shopSeq}/${table.tableNum}/${seq}`,
    );
    await page.waitForURL(new RegExp(`/${seq}$`));
    await expect(page.locator('main').first()).toBeVisible();
    await page.getByRole('button', { name: /담기/ }).first().waitFor();
    await expectNothingRan(page, watch, `menu ${seq}`);
  }
});

test('cart, payment, the gateway, the result page and the order log show hostile names as text', async ({
  expectFailedRequests,
  page,
  demo,
  request,
}) => {
  expectFailedRequests(HOSTILE_PICTURES);
  test.setTimeout(90_000);
  const watch = await watchForExecution(page);
  const table = await openTable(page, demo, 'hostile');
  await closeDialogs(page);
  // Menus with short names: a gateway carries the goods name in its address.
  await seedCart(page, request, table, [
    { menuSeq: HOSTILE_FIRST_MENU, quantity: 1, optionUuids: [`op-66-0-a`] },
    { menuSeq: HOSTILE_FIRST_MENU + 7, quantity: 2 },
    { menuSeq: HOSTILE_FIRST_MENU + 10, quantity: 1 },
  ]);
  await page.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
  await expect(page.locator('.bottom-bar')).toBeVisible();
  await expectNothingRan(page, watch, 'the cart');
  await goToPayment(page, table);
  await expectNothingRan(page, watch, 'the payment page');
  await payAtGateway(page, 'smartro');
  // The stand-in card page is the gateway's, with its own approve and cancel forms.
  await expectNothingRan(page, watch, 'the gateway card page', { ownForms: true });
  await approveAndWaitForReceipt(page);
  await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await scrollThrough(page);
  await expectNothingRan(page, watch, 'the result page');
  expect(await page.content()).not.toContain(table.token);

  await page.goto(`/order/log/${table.shopSeq}/${table.tableNum}/false`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThrough(page);
  await expectNothingRan(page, watch, 'the order log');
});

test('the group page shows hostile names and opens only http(s) links', async ({
  expectFailedRequests,
  page,
  demo,
  context,
}) => {
  expectFailedRequests(HOSTILE_PICTURES);
  test.setTimeout(90_000);
  const watch = await watchForExecution(page);
  // Other sites are not reachable from the test machine; a link that opens answers with a blank page.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ body: '<title>away</title>' }));
  await page.goto(DemoService.pathOf((await demo.entry('hostile-group')).url));
  // The group's name is all script, which leaves nothing to show: wait for its lists.
  await expect(page.locator('.group-list').first()).toBeVisible();
  await scrollThrough(page);
  await expectNothingRan(page, watch, 'the group page');

  const links = page.locator('main a[target="_blank"]');
  const count = await links.count();
  expect(count, 'some hostile links are still plain http(s) links').toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const popup = page.waitForEvent('popup');
    await links.nth(index).click();
    const opened = await popup;
    expect(opened.url()).toMatch(/^https?:\/\//);
    await opened.close();
  }
  await expectNothingRan(page, watch, 'the group page after opening its links');
});

test('the waiting page of the hostile shop shows its name as text', async ({ page, demo }) => {
  const watch = await watchForExecution(page);
  await page.goto(DemoService.pathOf((await demo.entry('hostile-waiting')).url));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThrough(page);
  await expectNothingRan(page, watch, 'the waiting page');
  expect(HOSTILE_SEQ).toBe(66);
  expect(HOSTILE_TABLE).toBe(1);
});
