/**
 * The staff call, on a table whose service offers it (journeys with no service worker, as in-app
 * browsers run): the bell's sheet, a call confirmed with its time until the staff answer, the
 * one-call-per-minute limit; in Korean, English and Arabic. A table without the capability shows
 * no bell and never asks the service about calls.
 */
import { STAFF_CALL_POLL_MS } from '../../src/features/staff-call/staff-calls.ts';
import { expect, test } from '../support/fixtures.ts';
import { scan, skipHomePopups, tableOf } from '../support/menu-journey.ts';
import { outboxEntries } from '../support/settled.ts';
import {
  expectSheetReadsInDirection,
  expectTimeReadsLeftToRight,
  noticeOf,
  openSheet,
  openStaffCallTable,
  STAFF_CALL_WORDS,
  seoulHourMinute,
  staffCallsReceived,
} from '../support/staff-call.ts';

for (const words of STAFF_CALL_WORDS) {
  test(`${words.code}: a call for water is confirmed with its time, until the staff answer it`, async ({
    page,
    context,
    demo,
    expectNoAxeViolations,
  }) => {
    const table = await openStaffCallTable(page, demo, words.code);
    if (words.code === 'al') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const sheet = await openSheet(page, words);
    await expectNoAxeViolations(page);
    await expectSheetReadsInDirection(sheet, words.code === 'al' ? 'rtl' : 'ltr');
    // Large targets, one tap each.
    for (const button of await sheet.getByRole('listitem').getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    }
    await sheet.getByRole('button', { name: words.water, exact: true }).click();
    await expect(sheet).toBeHidden();

    await expect.poll(async () => (await staffCallsReceived(demo, table)).length).toBe(1);
    const [received] = await staffCallsReceived(demo, table);
    const asked = seoulHourMinute(received?.body.requestedAt ?? '');
    await expect(noticeOf(page, 'water')).toHaveText(words.called(words.water, asked));
    await expectTimeReadsLeftToRight(noticeOf(page, 'water'), asked);

    const listed = async () =>
      (
        (await (await page.request.get('/__demo/staff/calls')).json()) as {
          calls: { callId: string; answeredAt: string }[];
        }
      ).calls;
    if (words.code === 'al') {
      // Answered through the control endpoint, as a staff system would.
      const callId = (await listed())[0]?.callId;
      expect((await page.request.post('/__demo/staff/answer', { data: { callId } })).ok()).toBe(true);
    } else {
      // The staff, in a window of their own, answer it on the staff page.
      const staff = await context.newPage();
      await staff.goto('/__demo/staff');
      await staff.getByRole('button', { name: '응답 · Answer' }).click();
      await expect(staff.getByText(/응답함 \/ answered/)).toBeVisible();
      await staff.close();
    }
    const calls = { calls: await listed() };
    const answered = seoulHourMinute(calls.calls[0]?.answeredAt ?? '');
    await expect(noticeOf(page, 'water')).toHaveText(words.answered(words.water, answered));
    await expectTimeReadsLeftToRight(noticeOf(page, 'water'), answered);
    expect(await staffCallsReceived(demo, table)).toHaveLength(1);
  });

  test(`${words.code}: a second call for the same thing within the minute is refused on the phone, with the reason`, async ({
    page,
    demo,
  }) => {
    const table = await openStaffCallTable(page, demo, words.code);
    let sheet = await openSheet(page, words);
    await sheet.getByRole('button', { name: words.bill, exact: true }).click();
    await expect.poll(async () => (await staffCallsReceived(demo, table)).length).toBe(1);
    await expect(noticeOf(page, 'bill')).toBeVisible();

    sheet = await openSheet(page, words);
    const bill = sheet.getByRole('button', { name: words.bill, exact: true });
    await expect(bill).toBeDisabled();
    // The reason is told beside the button, and read with it.
    const hint = sheet.getByText(words.again);
    await expect(hint).toBeVisible();
    await expect(bill).toHaveAccessibleDescription(words.again);
    // Another reason is free.
    await expect(sheet.getByRole('button', { name: words.water, exact: true })).toBeEnabled();
    await bill.click({ force: true });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    expect(await staffCallsReceived(demo, table)).toHaveLength(1);
  });
}

test('en: a second phone of the table asking for the same within the minute is told the staff already know; the service holds one', async ({
  page,
  browser,
  demo,
  expectFailedRequests,
}) => {
  const words = STAFF_CALL_WORDS[1]!;
  const table = await openStaffCallTable(page, demo, words.code);
  const { baseURL, viewport, userAgent } = test.info().project.use;
  const other = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    locale: 'en-US',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'block',
  });
  const phone = await other.newPage();
  await openStaffCallTable(phone, demo, words.code);

  await (await openSheet(page, words)).getByRole('button', { name: words.water, exact: true }).click();
  await expect.poll(async () => (await staffCallsReceived(demo, table)).length).toBe(1);
  expectFailedRequests(/\/api\/staff\/call$/);
  const refused = phone.waitForResponse((r) => r.url().endsWith('/api/staff/call') && r.status() === 429);
  await (await openSheet(phone, words)).getByRole('button', { name: words.water, exact: true }).click();
  await refused;
  // The second phone is told the staff already know, and its call is not sent again later.
  await expect(noticeOf(phone, 'water')).toHaveText(words.covered(words.water));
  expect(await staffCallsReceived(demo, table)).toHaveLength(1);
  expect(await outboxEntries(phone)).toBe(0);
  await other.close();
});

test('a table whose service does not offer the staff call shows no bell and never asks about calls', async ({
  page,
  demo,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/staff/')) calls.push(request.url());
  });
  const table = await tableOf(demo, 'dine-in', 'pg-smartro');
  await skipHomePopups(page);
  await scan(page, table);
  await expect(page.getByRole('banner').getByRole('button', { name: '장바구니' })).toBeVisible();
  await expect(page.getByRole('button', { name: '직원 호출' })).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('en: while the page is hidden the table’s calls are not looked at; shown again, the staff’s answer shows at once', async ({
  page,
  demo,
}) => {
  await page.clock.install();
  const words = STAFF_CALL_WORDS[1]!;
  const table = await openStaffCallTable(page, demo, words.code);
  const looks: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/staff/call') looks.push(request.url());
  });
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  await (await openSheet(page, words)).getByRole('button', { name: words.water, exact: true }).click();
  await expect.poll(async () => (await staffCallsReceived(demo, table)).length).toBe(1);
  const [received] = await staffCallsReceived(demo, table);
  const asked = seoulHourMinute(received?.body.requestedAt ?? '');
  await expect(noticeOf(page, 'water')).toHaveText(words.called(words.water, asked));
  // While shown, the page looks every few seconds for the staff's answer.
  await page.clock.runFor(STAFF_CALL_POLL_MS + 100);
  await expect.poll(() => looks.length).toBeGreaterThan(0);

  // The diner puts the phone away; meanwhile the staff answer.
  await setVisibility('hidden');
  const before = looks.length;
  const { calls } = (await (await page.request.get('/__demo/staff/calls')).json()) as {
    calls: { callId: string; answeredAt: string | null }[];
  };
  expect((await page.request.post('/__demo/staff/answer', { data: { callId: calls[0]?.callId } })).ok()).toBe(true);
  await page.clock.runFor(STAFF_CALL_POLL_MS * 5);
  expect(looks).toHaveLength(before);
  await expect(noticeOf(page, 'water')).toHaveText(words.called(words.water, asked));

  // Back to the front: one look at once, and the answer shows without waiting for the timer.
  await setVisibility('visible');
  const { calls: answered } = (await (await page.request.get('/__demo/staff/calls')).json()) as {
    calls: { answeredAt: string }[];
  };
  await expect(noticeOf(page, 'water')).toHaveText(
    words.answered(words.water, seoulHourMinute(answered[0]?.answeredAt ?? '')),
  );
  expect(looks).toHaveLength(before + 1);
});
