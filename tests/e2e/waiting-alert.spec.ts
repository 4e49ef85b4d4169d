import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForWorker } from '../support/offline.ts';
import { registerByApi, WAITING_SHOPS } from '../support/waiting.ts';

/**
 * The waiting-complete page keeps itself current and tells the diner when the turn is near. The
 * demo queue starts with three parties, so a new registration is 4th; one advance makes it 3rd.
 * The page's refresh timer runs on Playwright's clock, so the journeys move time instead of
 * waiting for it. With the app closed, Chromium's periodic background sync is fired through the
 * DevTools protocol (`ServiceWorker.dispatchPeriodicSyncEvent`) instead of waiting hours for it.
 */
test.use({ serviceWorkers: 'allow' });

const placeOf = (page: Page) => page.locator('.waiting-place-value').first();
const REFRESH_FAR_MS = 30_000;
const OPEN_APP_HINT = '앱이 열려 있는 동안, 앞에 3팀 이하가 남았을 때와 입장 차례가 되었을 때 알려 드려요.';
const BACKGROUND_HINT =
  '앞에 3팀 이하가 남았을 때와 입장 차례가 되었을 때 알려 드려요. 앱을 닫아 두어도 휴대폰이 허용하는 만큼 가끔씩 확인해요.';
const WATCH_TAG = 'waiting-alert';

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
  // Not an installed app here: no periodic background sync, and the hint says the alert needs the app open.
  await expect(page.getByText(OPEN_APP_HINT)).toBeVisible();

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

/**
 * What an installed app gets in Chromium: the `periodic-background-sync` permission. Playwright's
 * grantPermissions has no name for it, so it is granted through the DevTools protocol (which
 * grants exactly the listed permissions, notifications included).
 */
async function grantAsInstalled(browser: Browser, page: Page, origin: string): Promise<void> {
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  const browserSession = await browser.newBrowserCDPSession();
  await browserSession.send('Browser.grantPermissions', {
    origin,
    browserContextId: targetInfo.browserContextId,
    permissions: ['notifications', 'periodicBackgroundSync'],
  });
  // Chromium drops a session's permission overrides when the session goes: this one stays open.
  await pageSession.detach();
}

/** The worker registration's DevTools id, which `dispatchPeriodicSyncEvent` needs. */
async function workerRegistrationId(session: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  return found;
}

/** The periodic sync tags the app's worker registration holds, asked from the page. */
function periodicTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      periodicSync: { getTags(): Promise<string[]> };
    };
    return registration.periodicSync.getTags();
  });
}

/** Runs in the worker itself (the app's pages are closed): what it shows and what it has registered. */
async function workerState(context: BrowserContext): Promise<{ shown: unknown[]; tags: string[] } | null> {
  const worker = context.serviceWorkers().at(-1);
  if (!worker) return null;
  return worker
    .evaluate(async () => {
      const { registration } = globalThis as unknown as {
        registration: ServiceWorkerRegistration & { periodicSync: { getTags(): Promise<string[]> } };
      };
      const shown = await registration.getNotifications();
      return {
        shown: shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })),
        tags: await registration.periodicSync.getTags(),
      };
    })
    .catch(() => null);
}

test('with the app closed, a periodic sync wakes the worker, which tells the near turn and then the turn', async ({
  page,
  context,
  browser,
  baseURL,
  demo,
  request,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await grantAsInstalled(browser, page, origin);
  const waitingUuid = await registerByApi(request);
  await openRegistration(page, waitingUuid);
  await waitForWorker(page);
  await expect(page.getByText(BACKGROUND_HINT)).toBeVisible();
  await page.getByRole('checkbox', { name: '순서가 가까워지면 알림 받기' }).check();
  await expect.poll(() => periodicTags(page)).toEqual([WATCH_TAG]);

  // The app's page goes away; a blank tab of the same browser keeps the DevTools session.
  const blank = await context.newPage();
  const session = await context.newCDPSession(blank);
  const registrationId = await workerRegistrationId(session, origin);
  await page.close();
  // The worker is stopped too, so the event has to start it.
  await session.send('ServiceWorker.stopAllWorkers');
  const sync = () =>
    session.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId, tag: WATCH_TAG });
  const url = `/waiting/complete/${waitingUuid}`;

  await demo.advanceWaiting(WAITING_SHOPS.AVAILABLE);
  await sync();
  await expect
    .poll(() => workerState(context))
    .toEqual({
      shown: [
        {
          title: '곧 입장 순서예요',
          body: '성수 브런치 카페: 앞에 2팀이 있어요.',
          tag: `waiting-${waitingUuid}`,
          data: { url },
        },
      ],
      tags: [WATCH_TAG],
    });

  // Three more parties go in, then this one: the turn replaces the near-turn notification, and with
  // nothing left to watch the worker stops asking to be woken.
  for (let i = 0; i < 4; i += 1) await demo.advanceWaiting(WAITING_SHOPS.AVAILABLE);
  await sync();
  await expect
    .poll(() => workerState(context))
    .toEqual({
      shown: [
        {
          title: '입장하실 차례예요',
          body: '성수 브런치 카페: 입구로 와 주세요.',
          tag: `waiting-${waitingUuid}`,
          data: { url },
        },
      ],
      tags: [],
    });
});

// `demo` is asked for only for its reset: the registration is 4th in a fresh queue.
test('switching the alert off stops the background check', async ({
  page,
  browser,
  baseURL,
  demo: _fresh,
  request,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await grantAsInstalled(browser, page, origin);
  const waitingUuid = await registerByApi(request);
  await openRegistration(page, waitingUuid);
  await waitForWorker(page);
  const alertSwitch = page.getByRole('checkbox', { name: '순서가 가까워지면 알림 받기' });

  await alertSwitch.check();
  await expect.poll(() => periodicTags(page)).toEqual([WATCH_TAG]);
  await alertSwitch.uncheck();
  await expect(alertSwitch).not.toBeChecked();
  await expect.poll(() => periodicTags(page)).toEqual([]);
});
