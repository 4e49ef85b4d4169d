import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForWorker } from '../support/offline.ts';
import { registerByApi, WAITING_SHOPS } from '../support/waiting.ts';

/**
 * The waiting-complete page keeps itself current and tells the diner when the turn is near. The
 * demo queue starts with three parties, so a new registration is 4th; one advance makes it 3rd.
 * The page's refresh timer runs on Playwright's clock, so the journeys move time instead of
 * waiting for it.
 */
test.use({ serviceWorkers: 'allow' });

const placeOf = (page: Page) => page.locator('.waiting-place-value').first();
const REFRESH_FAR_MS = 30_000;

async function openRegistration(page: Page, waitingUuid: string): Promise<void> {
  await page.clock.install();
  await page.goto(`/waiting/complete/${waitingUuid}`);
  await expect(placeOf(page)).toHaveText('4번째');
}

test('moving the queue updates the place in line without a reload, and says so politely', async ({
  page,
  demo,
  request,
}) => {
  const waitingUuid = await registerByApi(request);
  await openRegistration(page, waitingUuid);
  await page.evaluate(() => {
    (window as Window & { samePage?: boolean }).samePage = true;
  });

  await demo.advanceWaiting(WAITING_SHOPS.AVAILABLE);
  await page.clock.runFor(REFRESH_FAR_MS);
  await expect(placeOf(page)).toHaveText('3번째');
  await expect(page.getByRole('status').filter({ hasText: '곧 입장 순서예요' })).toHaveText(
    '곧 입장 순서예요. 성수 브런치 카페: 앞에 2팀이 있어요.',
  );

  await demo.advanceWaiting(WAITING_SHOPS.AVAILABLE);
  // Near the turn the page asks twice as often.
  await page.clock.runFor(REFRESH_FAR_MS / 2);
  await expect(placeOf(page)).toHaveText('2번째');
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
});

test('a hidden page does not ask; coming back to the front refreshes at once', async ({ page, demo, request }) => {
  const waitingUuid = await registerByApi(request);
  await openRegistration(page, waitingUuid);
  const detailCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/shop/waiting/${waitingUuid}`)) detailCalls.push(r.url());
  });
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  await setVisibility('hidden');
  await demo.advanceWaiting(WAITING_SHOPS.AVAILABLE);
  await page.clock.runFor(REFRESH_FAR_MS * 3);
  await expect(placeOf(page)).toHaveText('4번째');
  expect(detailCalls).toEqual([]);

  await setVisibility('visible');
  await expect(placeOf(page)).toHaveText('3번째');
});

test('with the alert on, the worker shows a notification when the place reaches 3', async ({
  page,
  context,
  demo,
  request,
}) => {
  await context.grantPermissions(['notifications']);
  const waitingUuid = await registerByApi(request);
  await openRegistration(page, waitingUuid);
  await waitForWorker(page);

  const alertSwitch = page.getByRole('checkbox', { name: '순서가 가까워지면 알림 받기' });
  await expect(alertSwitch).not.toBeChecked();
  await alertSwitch.check();
  await expect(alertSwitch).toBeChecked();

  await demo.advanceWaiting(WAITING_SHOPS.AVAILABLE);
  await page.clock.runFor(REFRESH_FAR_MS);
  await expect(placeOf(page)).toHaveText('3번째');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shown = await registration.getNotifications();
        return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
      }),
    )
    .toEqual([
      { title: '곧 입장 순서예요', body: '성수 브런치 카페: 앞에 2팀이 있어요.', tag: `waiting-${waitingUuid}` },
    ]);

  // The switch is remembered on the phone.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '순서가 가까워지면 알림 받기' })).toBeChecked();
});

test('with notifications blocked, the switch stays off and says how to allow them', async ({ page, request }) => {
  const waitingUuid = await registerByApi(request);
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'denied' });
  });
  await openRegistration(page, waitingUuid);
  await expect(page.getByRole('checkbox', { name: '순서가 가까워지면 알림 받기' })).toBeDisabled();
  await expect(page.getByText('이 사이트의 알림이 차단되어 있어요.')).toBeVisible();
});

test("the start page keeps the diner's place in line current while it is open", async ({ page, demo, request }) => {
  const waitingUuid = await registerByApi(request);
  await openRegistration(page, waitingUuid);
  await page.goto('/');
  const ticket = page.getByRole('link', { name: /성수 브런치 카페/ });
  await expect(ticket).toContainText('4번째');

  await demo.advanceWaiting(WAITING_SHOPS.AVAILABLE);
  await page.clock.runFor(REFRESH_FAR_MS);
  await expect(ticket).toContainText('3번째');
  await expect(page.getByRole('status').filter({ hasText: '곧 입장 순서예요' })).toHaveText(
    '곧 입장 순서예요. 성수 브런치 카페: 앞에 2팀이 있어요.',
  );
});
