/**
 * The shared table cart without a signal: a phone that loses it keeps editing, sees its edits at
 * once with the count still to send, and when the signal returns every phone ends with the same
 * cart as the service, nothing lost; an edit of a line another phone removed meanwhile is told,
 * with who removed it.
 */
import { expect, test } from '../support/fixtures.ts';
import {
  addFromMenu,
  anotherPhone,
  cartLines,
  demoLines,
  demoTableCart,
  lineOf,
  openCart,
  scanOn,
  tableCartTable,
} from '../support/table-cart.ts';

const LIVE_MS = 2_000;

// Two or three browser contexts at once on a shared machine: more time than a one-phone journey.
test.slow();

test('a phone edits offline, comes back, and every phone ends with the same cart; a removal it missed is told', async ({
  page,
  browser,
  demo,
  expectNoAxeViolations,
}) => {
  const table = await tableCartTable(demo, 'no-pg');
  await scanOn(page, table);
  const b = await anotherPhone(browser, table);
  // The phone that loses the signal runs without a service worker: the page's outbox alone carries its edits.
  const c = await anotherPhone(browser, table, { serviceWorkers: 'block' });

  await addFromMenu(page, table, /떡볶이/);
  await addFromMenu(b.page, table, /야채김밥/);
  await addFromMenu(c.page, table, /순대/);
  for (const p of [page, b.page, c.page]) await openCart(p, table);
  const start = ['떡볶이 ×1', '순대 ×1', '야채김밥 ×1'];
  for (const p of [page, b.page, c.page]) await expect.poll(() => cartLines(p), { timeout: LIVE_MS }).toEqual(start);

  await c.context.setOffline(true);
  await lineOf(c.page, '떡볶이').getByRole('button', { name: '수량 늘리기' }).click();
  await lineOf(c.page, '순대').getByRole('button', { name: '수량 늘리기' }).click();
  // Shown at once, and said to be waiting for the signal; the service has none of it yet.
  expect(await cartLines(c.page)).toEqual(['떡볶이 ×2', '순대 ×2', '야채김밥 ×1']);
  await expect(c.page.getByText('보내지 못한 변경 2건: 신호가 잡히는 대로 보내요.')).toBeVisible();
  expect(await demoLines(page, table)).toEqual(start);

  // Meanwhile, online: the first phone removes 순대, the second adds one more 야채김밥.
  await lineOf(page, '순대').getByRole('button', { name: '순대 삭제' }).click();
  await lineOf(b.page, '야채김밥').getByRole('button', { name: '수량 늘리기' }).click();
  await expect.poll(() => demoLines(page, table)).toEqual(['떡볶이 ×1', '야채김밥 ×2']);

  await c.context.setOffline(false);
  const end = ['떡볶이 ×2', '야채김밥 ×2'];
  await expect.poll(() => demoLines(page, table)).toEqual(end);
  for (const p of [page, b.page, c.page]) await expect.poll(() => cartLines(p), { timeout: LIVE_MS * 3 }).toEqual(end);
  await expect(
    c.page.getByText(/손님 \d이\(가\) 테이블 장바구니에서 순대을\(를\) 빼서 변경 내용이 반영되지 않았어요\./),
  ).toBeVisible();
  await expect(c.page.getByText(/보내지 못한 변경/)).toHaveCount(0);
  await expectNoAxeViolations(c.page);

  // Each op counted once: three adds, one removal, three quantity edits (one of them answered "removed").
  const cart = await demoTableCart(page, table);
  expect(cart?.opsApplied).toBe(7);
  expect(cart?.outcomes).toEqual({ applied: 6, lineRemoved: 1 });

  // A reload shows the same cart, and the notice stays until the diner dismisses it.
  await c.page.reload();
  await expect.poll(() => cartLines(c.page)).toEqual(end);
  await c.page.getByRole('button', { name: '확인' }).click();
  await expect(c.page.getByText(/순대을\(를\) 빼서/)).toHaveCount(0);
  await b.context.close();
  await c.context.close();
});
