/** Focus after a dialog closes stays on the page: where the diner was, or the screen's title. */
import { seedCart } from '../support/cart-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { scan, tableOf } from '../support/menu-journey.ts';
import { afterFrames } from '../support/settled.ts';

const focusedTag = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active && active !== document.body ? active.tagName.toLowerCase() : 'body';
  });

test('after the arrival dialogs close, focus is on the screen, not on <body>', async ({ page, demo, request }) => {
  const table = await tableOf(demo, 'delivery', 'pg-nice', 'long-notice');
  await page.goto('/');
  await seedCart(page, request, { ...table, token: 'a-token-of-an-earlier-visit' }, [{ menuSeq: 1003, quantity: 1 }]);
  await scan(page, table);

  const closeWith = async (dialog: string, button: string) => {
    const open = page.getByRole('dialog', { name: dialog });
    await expect(open).toBeVisible();
    await open.getByRole('button', { name: button }).click();
    await expect(open).toHaveCount(0);
    // A next dialog may open in a task of its own; in between, focus must not be lost either.
    await expect.poll(() => focusedTag(page)).not.toBe('body');
  };
  // A long notice opens at its top, where its text starts, not scrolled down to its button.
  const notice = page.getByRole('dialog', { name: '공지' });
  await expect(notice).toBeVisible();
  // Focus placed in the dialog is what could scroll it: measure once it is there.
  await expect.poll(() => notice.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  const scrolled = await notice.evaluate(
    (dialog) => dialog.scrollTop + [...dialog.querySelectorAll('*')].reduce((sum, el) => sum + el.scrollTop, 0),
  );
  expect(scrolled).toBe(0);
  await closeWith('공지', '확인');
  await closeWith('지난 방문 때 담은 메뉴', '그대로 두기');
  await closeWith('서울치킨 & 피자에 오신 것을 환영해요', '확인');
  // Focus lands on the screen's title, and is still there once the browser has drawn the screen
  // again (a closed dialog leaving the page would take focus left inside it to <body>).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await afterFrames(page);
  expect(await focusedTag(page)).not.toBe('body');
  // The keyboard goes on from the screen, not from inside a closed dialog.
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') === null)).toBe(true);
});
