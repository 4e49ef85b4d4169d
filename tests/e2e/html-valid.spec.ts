/**
 * The pages of the main journey are valid HTML as the diner's browser holds them (the live DOM,
 * after the app rendered): html-validate's standard rules, the conformance an HTML checker asks.
 */
import type { Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { openTable, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { approveAndWaitForReceipt, goToPayment, payAtGateway } from '../support/payment-flow.ts';
import { screenSettled } from '../support/settled.ts';
import { registerByApi, WAITING_SHOPS } from '../support/waiting.ts';

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

async function expectValidHtml(page: Page, screen: string): Promise<void> {
  await screenSettled(page);
  const html = await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
  const report = await validator.validateString(html, `${screen}.html`);
  const errors = report.results.flatMap((result) =>
    result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
  );
  // html-validate does not read `<time datetime>`; HTML allows a date, a date and time, or a time there.
  const badTimes = await page.evaluate(() =>
    [...document.querySelectorAll('time')]
      .map((time) => time.getAttribute('datetime') ?? time.textContent ?? '')
      .filter((value) => !/^(\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?|\d{2}:\d{2}(:\d{2})?)$/.test(value.trim())),
  );
  expect(
    [...errors, ...badTimes.map((value) => `time: not a valid datetime "${value}"`)],
    `${screen} validates`,
  ).toEqual([]);
}

test('the menu, detail, cart, payment, card result, counter result, order log and waiting pages validate', async ({
  page,
  demo,
  request,
}) => {
  const hanok = await openTable(page, demo, 'dine-in', 'pg-smartro');
  await expectValidHtml(page, 'menu');
  await page.goto(`/${hanok.shopSeq}/${hanok.tableNum}/101`);
  await page.locator('main').first().waitFor();
  await expectValidHtml(page, 'menu-detail');
  await seedCart(page, request, hanok, [
    { menuSeq: 101, quantity: 1, optionUuids: ['op-1-rice-large', 'op-1-egg'] },
    { menuSeq: 402, quantity: 2 },
  ]);
  await page.goto(`/cart/${hanok.shopSeq}/${hanok.tableNum}`);
  await page.locator('.bottom-bar').waitFor();
  await expectValidHtml(page, 'cart');
  await goToPayment(page, hanok);
  await expectValidHtml(page, 'payment');
  await payAtGateway(page, 'smartro');
  await approveAndWaitForReceipt(page);
  await page.locator('.result-title').waitFor();
  await expectValidHtml(page, 'card-result');
  await page.getByRole('button', { name: /영수증/ }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expectValidHtml(page, 'receipt-sheet');

  const takeout = await openTable(page, demo, 'takeout', 'no-pg');
  await seedCart(page, request, takeout, [{ menuSeq: 3001, quantity: 1 }]);
  await goToPayment(page, takeout);
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('01022223333');
  await expectValidHtml(page, 'takeout-payment');
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /주문하기/ })
    .click();
  await expect(page).toHaveURL(/\/payment\/receipt\//);
  await page.locator('.result-title').waitFor();
  await expectValidHtml(page, 'counter-result');

  await page.goto(`/order/log/${takeout.shopSeq}/${takeout.tableNum}/false`);
  await page.locator('.history-sections').waitFor();
  await expectValidHtml(page, 'order-log');
  await page.goto('/');
  await page.locator('.home').waitFor();
  await expectValidHtml(page, 'start');

  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await page.getByRole('button', { name: '등록하기' }).click();
  await page.getByRole('textbox', { name: '휴대폰 번호' }).waitFor();
  await expectValidHtml(page, 'waiting-phone');
  const waitingUuid = await registerByApi(request);
  await page.goto(`/waiting/complete/${waitingUuid}`);
  await page.locator('.waiting-place-value').first().waitFor();
  await expectValidHtml(page, 'waiting-complete');
});
