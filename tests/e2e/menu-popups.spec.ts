/** The menu home's dialogs come one at a time: the notice, the cart from a last visit, the welcome. */
import { readCartLines, seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { scan, tableOf } from '../support/menu-journey.ts';
import { afterFrames } from '../support/settled.ts';

test('a first visit with a notice and a cart from a last visit asks one thing at a time', async ({
  page,
  demo,
  request,
}) => {
  const table = await tableOf(demo, 'delivery', 'pg-nice', 'long-notice');
  const token = new URL(table.link, 'http://x').searchParams.get('token') ?? '';
  // A cart from an earlier scan of the same table (another token), then a new scan.
  await page.goto('/');
  await seedCart(page, request, { ...table, token: 'a-token-of-an-earlier-visit' }, [{ menuSeq: 1003, quantity: 1 }]);
  // The welcome waits for the promotion's answer: the last thing that decides which dialogs open.
  let promotionAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/promotion');
  await scan(page, table);

  const open = page.locator('dialog[open]');
  const settled = async (name: string) => {
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    // Each dialog opens in a task of its own: once everything that decides them is in and the
    // screen drawn since, a second one would be there.
    await promotionAnswered;
    await afterFrames(page);
    await expect(open).toHaveCount(1);
  };

  await settled('공지');
  await page.getByRole('dialog', { name: '공지' }).getByRole('button', { name: '확인' }).click();

  await settled('지난 방문 때 담은 메뉴');
  await page.getByRole('button', { name: '그대로 두기' }).click();

  await settled('서울치킨 & 피자에 오신 것을 환영해요');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(open).toHaveCount(0);

  // The kept cart moved to this visit: no question after a reload, and no popup either.
  expect((await readCartLines(page, { ...table, token })).map((l) => l.menuSeq)).toEqual([1003]);
  promotionAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/promotion');
  await page.reload();
  await page.locator('main.menu-home').waitFor();
  await promotionAnswered;
  await afterFrames(page);
  await expect(open).toHaveCount(0);
});
