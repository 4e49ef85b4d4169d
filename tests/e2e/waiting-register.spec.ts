import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { WAITING_SHOPS } from '../support/waiting.ts';

type SentRegistration = { body: string; authorization: string | null };

/** The app streams request bodies, which the browser does not report: read them in the page. */
async function recordRegistrations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: { body: string; authorization: string | null }[] = [];
    Object.assign(window, { __waitingRegistrations: sent });
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/shop/waiting') {
        sent.push({ body: await request.clone().text(), authorization: request.headers.get('authorization') });
      }
      return original(request);
    };
  });
}

function sentRegistrations(page: Page): Promise<SentRegistration[]> {
  return page.evaluate(
    () => (window as unknown as { __waitingRegistrations: SentRegistration[] }).__waitingRegistrations,
  );
}

test('a full registration with adult and kid counters and their limits', async ({
  page,
  demo,
  expectNoAxeViolations,
}) => {
  await recordRegistrations(page);
  // A table token in the session: the waiting registration must still go without it.
  await page.goto(await demo.tableLink(3, 1));
  await expect(page).toHaveURL(/\/list\//);
  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await page.getByRole('button', { name: '등록하기' }).click();

  // PHONE
  await expect(page.getByRole('heading', { name: '휴대폰 번호를 입력해 주세요' })).toBeFocused();
  const phone = page.getByRole('textbox', { name: '휴대폰 번호' });
  const next = page.getByRole('button', { name: '다음' });
  await expect(next).toBeDisabled();
  await phone.pressSequentially('01012345678');
  await expect(phone).toHaveValue('010-1234-5678');
  await expect(page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ })).toBeChecked();
  await expect(page.getByRole('button', { name: '뒤로' })).toBeVisible();
  await expectNoAxeViolations(page);
  await next.click();

  // PEOPLE: one adult to start, no kids; at most 8 in all.
  await expect(page.getByRole('heading', { name: '몇 분이 오셨나요?' })).toBeVisible();
  await expect(page.getByText('최대 8명까지')).toBeVisible();
  const adults = page.getByRole('spinbutton', { name: '성인' });
  const kids = page.getByRole('spinbutton', { name: '어린이' });
  await expect(adults).toHaveAttribute('aria-valuenow', '1');
  await expect(adults).toHaveAttribute('aria-valuemin', '1');
  await expect(adults).toHaveAttribute('aria-valuemax', '8');
  await expect(kids).toHaveAttribute('aria-valuenow', '0');
  await expect(kids).toHaveAttribute('aria-valuemin', '0');
  await expect(page.getByRole('button', { name: '성인 줄이기' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '어린이 줄이기' })).toBeDisabled();

  await kids.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(kids).toHaveAttribute('aria-valuenow', '2');
  await expect(adults).toHaveAttribute('aria-valuemax', '6');
  await adults.focus();
  await page.keyboard.press('End');
  await expect(adults).toHaveAttribute('aria-valuenow', '6');
  // Eight in all: both plus buttons stop.
  await expect(kids).toHaveAttribute('aria-valuemax', '2');
  await expect(page.getByRole('button', { name: '성인 늘리기' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '어린이 늘리기' })).toBeDisabled();
  await page.keyboard.press('ArrowUp');
  await expect(adults).toHaveAttribute('aria-valuenow', '6');
  await kids.focus();
  await page.keyboard.press('ArrowUp');
  await expect(kids).toHaveAttribute('aria-valuenow', '2');
  await adults.focus();
  await page.keyboard.press('Home');
  await expect(adults).toHaveAttribute('aria-valuenow', '1');
  await page.keyboard.press('ArrowUp');
  await kids.focus();
  await page.keyboard.press('ArrowDown');
  await expect(adults).toHaveAttribute('aria-valuenow', '2');
  await expect(kids).toHaveAttribute('aria-valuenow', '1');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '웨이팅 확정' }).click();

  await expect(page).toHaveURL(/\/waiting\/complete\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '성수 브런치 카페' })).toBeVisible();
  await expect(page.getByText(/^\d+번째$/)).toBeVisible();
  const sent = await sentRegistrations(page);
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
    shopSeq: WAITING_SHOPS.AVAILABLE,
    userPhoneNumber: '01012345678',
    adultCount: 2,
    kidCount: 1,
  });
  expect(sent[0]?.authorization).toBeNull();
  await expect(page.locator('.waiting-party').getByRole('definition')).toHaveText(['2', '1', '3']);
  // Remembered on the device.
  const stored = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('table-order:v1:waiting-tickets');
          get.onsuccess = () => resolve(get.result);
        };
      }),
  );
  expect(stored).toEqual([expect.objectContaining({ shopSeq: WAITING_SHOPS.AVAILABLE, shopName: '성수 브런치 카페' })]);
});

test('an invalid phone and a missing consent each block the next step with their message', async ({ page }) => {
  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await page.getByRole('button', { name: '등록하기' }).click();
  const phone = page.getByRole('textbox', { name: '휴대폰 번호' });
  const next = page.getByRole('button', { name: '다음' });

  await phone.fill('0201234');
  // Said once the diner leaves the field, not while typing.
  await expect(page.getByText('휴대폰 번호 형식이 올바르지 않습니다.')).toHaveCount(0);
  await phone.blur();
  await expect(page.getByRole('alert').filter({ hasText: '휴대폰 번호 형식이 올바르지 않습니다.' })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(next).toBeDisabled();

  await phone.fill('010-9876-5432');
  await expect(page.getByText('휴대폰 번호 형식이 올바르지 않습니다.')).toHaveCount(0);
  await expect(next).toBeEnabled();

  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).uncheck();
  await expect(page.getByRole('alert').filter({ hasText: '개인정보 수집·이용에 동의해 주세요.' })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await expect(next).toBeEnabled();

  // Back steps one back, keeping the number; back on the first step gives up.
  await page.getByRole('button', { name: '뒤로' }).click();
  await expect(page.getByRole('heading', { name: '웨이팅을 등록하시겠어요?' })).toBeVisible();
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(phone).toHaveValue('010-9876-5432');
});

test('confirming is disabled offline with the reason, and nothing typed is lost', async ({ page, context }) => {
  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await page.getByRole('button', { name: '등록하기' }).click();
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('01055554444');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('spinbutton', { name: '성인' }).focus();
  await page.keyboard.press('ArrowUp');

  await context.setOffline(true);
  const confirm = page.getByRole('button', { name: '웨이팅 확정' });
  await expect(confirm).toBeDisabled();
  await expect(page.getByText('웨이팅 등록에는 네트워크가 필요해요')).toBeVisible();
  await context.setOffline(false);
  await expect(confirm).toBeEnabled();
  await expect(page.getByRole('spinbutton', { name: '성인' })).toHaveAttribute('aria-valuenow', '2');
  await confirm.click();
  await expect(page).toHaveURL(/\/waiting\/complete\//);
});

test('a refused registration says why', async ({ expectFailedRequests, page, demo }) => {
  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await page.getByRole('button', { name: '등록하기' }).click();
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('01055554444');
  await page.getByRole('button', { name: '다음' }).click();
  await demo.fault({ path: '/api/shop/waiting', method: 'POST', status: 500, times: 1 });
  expectFailedRequests(/\/api\/shop\/waiting(\?|$)/);
  await page.getByRole('button', { name: '웨이팅 확정' }).click();
  await expect(page.getByRole('alert')).toContainText('웨이팅을 등록하지 못했어요');
  await page.getByRole('button', { name: '웨이팅 확정' }).click();
  await expect(page).toHaveURL(/\/waiting\/complete\//);
});

test('the phone field places hyphens 3-4-4 as the diner types, never moves them, and finds fault only when left', async ({
  page,
}) => {
  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await page.getByRole('button', { name: '등록하기' }).click();
  const phone = page.getByRole('textbox', { name: '휴대폰 번호' });
  const error = page.getByText('휴대폰 번호 형식이 올바르지 않습니다.');
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('autocomplete', 'tel');

  const shown: string[] = [];
  for (const digit of '01012345678') {
    await phone.press(digit);
    shown.push(await phone.inputValue());
    await expect(error).toHaveCount(0);
  }
  expect(shown).toEqual([
    '0',
    '01',
    '010',
    '010-1',
    '010-12',
    '010-123',
    '010-1234',
    '010-1234-5',
    '010-1234-56',
    '010-1234-567',
    '010-1234-5678',
  ]);

  // A ten-digit number is written 3-3-4 once it is complete, when the diner leaves the field.
  await phone.fill('0111234567');
  await expect(phone).toHaveValue('011-1234-567');
  await phone.blur();
  await expect(phone).toHaveValue('011-123-4567');
  await expect(error).toHaveCount(0);
  await expect(page.getByRole('button', { name: '다음' })).toBeEnabled();
});

test('a shop that counts no party size asks none: the phone step confirms and sends no count', async ({
  page,
  demo,
  expectNoAxeViolations,
}) => {
  await demo.setWaiting(WAITING_SHOPS.CLOSED, { waitingStatus: 'AVAILABLE', useAdult: false, useKid: false });
  await recordRegistrations(page);
  await page.goto(`/waiting/${WAITING_SHOPS.CLOSED}`);
  // Three steps: start, phone number, complete.
  await expect(page.locator('.waiting-steps li')).toHaveCount(3);
  await page.getByRole('button', { name: '등록하기' }).click();

  await expect(page.getByRole('heading', { name: '휴대폰 번호를 입력해 주세요' })).toBeFocused();
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('01024681357');
  await expect(page.getByRole('button', { name: '다음' })).toHaveCount(0);
  const confirm = page.getByRole('button', { name: '웨이팅 확정' });
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page);
  await confirm.click();

  await expect(page).toHaveURL(/\/waiting\/complete\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '연남 라멘' })).toBeVisible();
  const sent = await sentRegistrations(page);
  expect(sent.map((request) => JSON.parse(request.body))).toEqual([
    { shopSeq: WAITING_SHOPS.CLOSED, userPhoneNumber: '01024681357', adultCount: 0, kidCount: 0 },
  ]);
  // No party was counted, so none is shown.
  await expect(page.getByText(/^\d+번째$/)).toBeVisible();
  await expect(page.locator('.waiting-party')).toHaveCount(0);
});

test('a shop that counts only kids sends the kids the diner chose and no adult', async ({ page, demo }) => {
  await demo.setWaiting(WAITING_SHOPS.AVAILABLE, { waitingStatus: 'AVAILABLE', useAdult: false, useKid: true });
  await recordRegistrations(page);
  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await page.getByRole('button', { name: '등록하기' }).click();
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('01013572468');
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page.getByRole('heading', { name: '몇 분이 오셨나요?' })).toBeFocused();
  await expect(page.getByRole('spinbutton', { name: '성인' })).toHaveCount(0);
  // A party is at least one person: with kids alone, at least one kid.
  const kids = page.getByRole('spinbutton', { name: '어린이' });
  await expect(kids).toHaveAttribute('aria-valuenow', '1');
  await expect(kids).toHaveAttribute('aria-valuemin', '1');
  await expect(kids).toHaveAttribute('aria-valuemax', '8');
  await expect(page.getByRole('button', { name: '어린이 줄이기' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: '어린이 늘리기' }).click();
  await page.getByRole('button', { name: '어린이 늘리기' }).click();
  await expect(kids).toHaveAttribute('aria-valuenow', '3');
  await page.getByRole('button', { name: '웨이팅 확정' }).click();

  await expect(page).toHaveURL(/\/waiting\/complete\/[0-9a-f-]{36}$/);
  const sent = await sentRegistrations(page);
  expect(sent.map((request) => JSON.parse(request.body))).toEqual([
    { shopSeq: WAITING_SHOPS.AVAILABLE, userPhoneNumber: '01013572468', adultCount: 0, kidCount: 3 },
  ]);
  await expect(page.locator('.waiting-party').getByRole('definition')).toHaveText(['0', '3', '3']);
});
