import type { Page } from '@playwright/test';
import { navigateInApp } from '../support/client-navigation.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerByApi, WAITING_SHOPS } from '../support/waiting.ts';

/**
 * The place in line as shown ('4번째'). The demo queue is seeded with three teams, but journeys in
 * other files may register meanwhile, so tests compare places rather than expect fixed ones.
 */
const PLACE = /^\d+번째$/;
const placeOf = (page: Page) => page.locator('.waiting-place-value').first();

/** Cancels and confirms, closes the done dialog, and sees only that the waiting is cancelled. */
async function cancelAndSeeItCancelled(page: Page): Promise<void> {
  await page.getByRole('button', { name: '웨이팅 취소' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '웨이팅 취소' }).click();
  const done = page.getByRole('dialog', { name: '웨이팅 취소됨' });
  await expect(done).toContainText('웨이팅이 취소되었어요.');
  await done.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('웨이팅 취소됨')).toBeVisible();
  await expect(page.locator('.waiting-place-value')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '웨이팅 취소' })).toHaveCount(0);
}

test('the complete page shows the place in line, number, party, notes and hours, and refreshes', async ({
  page,
  demo,
  request,
  expectNoAxeViolations,
}) => {
  const waitingUuid = await registerByApi(request, { adultCount: 2, kidCount: 1 });
  await page.goto(`/waiting/complete/${waitingUuid}`);

  await expect(page.getByRole('heading', { name: '성수 브런치 카페' })).toBeVisible();
  await expect(placeOf(page)).toHaveText(PLACE);
  const before = Number.parseInt((await placeOf(page).textContent()) ?? '', 10);
  await expect(page.getByText(/^\d+번$/)).toBeVisible();
  await expect(page.getByText('순서가 넘어갈 수 있어요')).toBeVisible();
  const party = page.locator('.waiting-party');
  await expect(party.getByRole('term')).toHaveText(['성인', '어린이', '합계']);
  await expect(party.getByRole('definition')).toHaveText(['2', '1', '3']);
  await expect(page.getByText('알림톡')).toBeVisible();
  await expect(page.getByText('자동으로 취소될 수 있어요')).toBeVisible();
  await expect(page.getByText('영업시간 00:00 – 23:59')).toBeVisible();
  await expect(page.getByText(/\d\d:\d\d 기준/)).toBeVisible();
  await expectNoAxeViolations(page);

  await demo.advanceWaiting(WAITING_SHOPS.AVAILABLE);
  await page.getByRole('button', { name: '웨이팅 현황 새로고침' }).click();
  await expect(placeOf(page)).toHaveText(`${before - 1}번째`);
});

test('cancelling asks first, then shows only that the waiting is cancelled', async ({ page, request }) => {
  const waitingUuid = await registerByApi(request);
  await page.goto(`/waiting/complete/${waitingUuid}`);
  await page.getByRole('button', { name: '웨이팅 취소' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('웨이팅을 취소하시겠어요?');
  await confirm.getByRole('button', { name: '계속 기다리기' }).click();
  await expect(placeOf(page)).toHaveText(PLACE);

  await cancelAndSeeItCancelled(page);
});

test('a failed cancel says so and keeps the registration', async ({ expectFailedRequests, page, demo, request }) => {
  const waitingUuid = await registerByApi(request);
  await page.goto(`/waiting/complete/${waitingUuid}`);
  await expect(placeOf(page)).toHaveText(PLACE);
  await demo.fault({ path: `/api/shop/waiting/${waitingUuid}/cancel`, status: 500 });
  expectFailedRequests(/\/api\/shop\/waiting\/[^/?]+\/cancel(\?|$)/);
  await page.getByRole('button', { name: '웨이팅 취소' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '웨이팅 취소' }).click();
  await expect(page.getByRole('dialog')).toContainText('웨이팅을 취소하지 못했어요.');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(placeOf(page)).toHaveText(PLACE);
});

test('a detail that cannot be loaded says so and offers a retry', async ({
  expectFailedRequests,
  page,
  demo,
  request,
}) => {
  const waitingUuid = await registerByApi(request);
  await demo.fault({ path: `/api/shop/waiting/${waitingUuid}`, method: 'GET', status: 500 });
  expectFailedRequests(/\/api\/shop\/waiting\/[^/?]+(\?|$)/);
  await page.goto(`/waiting/complete/${waitingUuid}`);
  await expect(page.getByRole('alert')).toHaveText('상세 정보를 불러오지 못했어요.');
  await demo.clearFaults();
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(placeOf(page)).toHaveText(PLACE);

  await page.goto('/waiting/complete/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('상세 정보를 불러오지 못했어요.');
});

test('the last known place in line shows with the network off', async ({ page, context, expectFailedRequests }) => {
  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await page.getByRole('button', { name: '등록하기' }).click();
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('01077776666');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '웨이팅 확정' }).click();
  await expect(placeOf(page)).toHaveText(PLACE);
  const place = (await placeOf(page).textContent()) ?? '';
  const number = (await page.locator('.waiting-place-value').nth(1).textContent()) ?? '';

  await context.setOffline(true);
  expectFailedRequests(/\/api\/shop\/waiting\?shopSeq=10$/, /\/favicon\.svg$/);
  await page.getByRole('button', { name: '웨이팅 현황 새로고침' }).click();
  await expect(page.getByText(/마지막으로 확인한 상태/)).toBeVisible();
  await expect(placeOf(page)).toHaveText(place);
  await expect(page.getByText(/\d\d:\d\d 기준/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '웨이팅 취소' })).toBeDisabled();
  await expect(page.getByText('웨이팅 취소에는 네트워크가 필요해요')).toBeVisible();

  // Coming back to the shop's waiting page: it cannot load, but the diner's registration is there.
  await navigateInApp(page, `/waiting/${WAITING_SHOPS.AVAILABLE}`);
  const notice = page.getByRole('button', { name: /웨이팅 중이에요/ });
  await expect(notice).toContainText(place);
  await expect(notice).toContainText(number);
  await expect(notice).toContainText(/\d\d:\d\d 기준/);
  await notice.click();
  await expect(page.getByText(/마지막으로 확인한 상태/)).toBeVisible();
  await expect(placeOf(page)).toHaveText(place);

  // The back arrow goes back.
  await page.getByRole('button', { name: '뒤로' }).click();
  await expect(page).toHaveURL(new RegExp(`/waiting/${WAITING_SHOPS.AVAILABLE}$`));
  await context.setOffline(false);
});

for (const { reload, fault } of [
  { reload: 'fails with an HTTP error', fault: { status: 500 } },
  { reload: 'loses the connection', fault: { drop: true } },
]) {
  test(`a cancel that succeeded ends on the cancelled state when the reload ${reload}`, async ({
    expectFailedRequests,
    page,
    demo,
    request,
  }) => {
    const waitingUuid = await registerByApi(request);
    await page.goto(`/waiting/complete/${waitingUuid}`);
    await expect(placeOf(page)).toHaveText(PLACE);
    await demo.fault({ path: `/api/shop/waiting/${waitingUuid}`, method: 'GET', ...fault });
    expectFailedRequests(/\/api\/shop\/waiting\/[^/?]+(\?|$)/);
    await cancelAndSeeItCancelled(page);
    await expect(page.getByText('상세 정보를 불러오지 못했어요.')).toHaveCount(0);
    // Focus goes on from the screen, not from the page's start.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });
}
