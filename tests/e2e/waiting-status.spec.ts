import { navigateInApp } from '../support/client-navigation.ts';
import { expect, test } from '../support/fixtures.ts';
import { WAITING_SHOPS } from '../support/waiting.ts';

test('an open waiting list starts on registration with the teams already waiting', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await expect(page.getByRole('heading', { level: 1, name: '성수 브런치 카페' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '웨이팅을 등록하시겠어요?' })).toBeVisible();
  // Three teams are seeded; another journey may be adding to the same demo queue meanwhile.
  await expect(page.getByText(/^현재 대기 \d+팀$/)).toBeVisible();
  const steps = page.getByRole('list', { name: '등록 단계' }).getByRole('listitem');
  await expect(steps).toHaveText([/시작/, /전화번호/, /인원/, /완료/]);
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('button', { name: '뒤로' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Back on the first step gives the registration up: the status view, with its register button.
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('heading', { name: '웨이팅 등록이 가능해요' })).toBeVisible();
  await page.getByRole('button', { name: '웨이팅 등록하기' }).click();
  await expect(page.getByRole('heading', { name: '웨이팅을 등록하시겠어요?' })).toBeVisible();
});

test('enter right away offers to enter now', async ({ page, expectNoAxeViolations }) => {
  await page.goto(`/waiting/${WAITING_SHOPS.IMMEDIATE}`);
  await expect(page.getByRole('heading', { level: 1, name: '을지로 노가리 골목집' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '바로 입장하실 수 있어요' })).toBeVisible();
  await expect(page.getByText('대기 중인 팀이 없어요')).toBeVisible();
  await expect(page.locator('svg.waiting-status-icon.is-immediate')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '바로 입장' }).click();
  await expect(page.getByRole('dialog')).toContainText('입구의 직원');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('waiting impossible and waiting closed show their status without a button', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto(`/waiting/${WAITING_SHOPS.UNAVAILABLE}`);
  await expect(page.getByRole('heading', { name: '지금은 웨이팅을 할 수 없어요' })).toBeVisible();
  await expect(page.getByText('매장 사정으로')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/waiting/${WAITING_SHOPS.CLOSED}`);
  await expect(page.getByRole('heading', { level: 1, name: '연남 라멘' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '웨이팅이 마감되었어요' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
});

test('outside its opening hours an open waiting list shows as closed', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-03-05T12:00:00+09:00') });
  await page.route('**/api/shop/waiting?*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), openTime: '1700', closeTime: '0200' } });
  });
  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await expect(page.getByRole('heading', { name: '웨이팅이 마감되었어요' })).toBeVisible();
  await expect(page.getByRole('button', { name: '웨이팅 등록하기' })).toHaveCount(0);
});

test('a shop that is not there, and no connection, get a clear message', async ({
  page,
  context,
  expectFailedRequests,
}) => {
  expectFailedRequests(/\/api\/shop\/waiting\?shopSeq=999$/);
  await page.goto('/waiting/999');
  await expect(page.getByRole('heading', { name: '매장을 찾을 수 없어요' })).toBeVisible();

  await page.goto(`/waiting/${WAITING_SHOPS.AVAILABLE}`);
  await expect(page.getByRole('heading', { level: 1, name: '성수 브런치 카페' })).toBeVisible();
  await context.setOffline(true);
  expectFailedRequests(/\/api\/shop\/waiting\?shopSeq=11$/, /\/favicon\.svg$/);
  await navigateInApp(page, `/waiting/${WAITING_SHOPS.IMMEDIATE}`);
  await expect(page.getByRole('alert')).toContainText('인터넷에 연결되어 있지 않아요');
  await context.setOffline(false);
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '바로 입장하실 수 있어요' })).toBeVisible();
});
