/**
 * The staff call without a signal: the call is kept in the outbox, the screen says it waits for the
 * signal (after a reload too, served by the worker), and the service records it exactly once when
 * the signal returns; in Korean, English and Arabic.
 */
import { expect, test } from '../support/fixtures.ts';
import { goOffline, goOnline, waitForWorker } from '../support/offline.ts';
import { outboxSettled, watchOutboxSends } from '../support/settled.ts';
import {
  expectTimeReadsLeftToRight,
  noticeOf,
  openSheet,
  openStaffCallTable,
  STAFF_CALL_WORDS,
  seoulHourMinute,
  staffCallsReceived,
} from '../support/staff-call.ts';

const HOUR_MINUTE = '\\d{2}:\\d{2}';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const words of STAFF_CALL_WORDS) {
  test(`${words.code}: a call made offline waits for the signal, across a reload, and reaches the service once`, async ({
    page,
    context,
    demo,
    expectFailedRequests,
  }) => {
    const sends = watchOutboxSends(context);
    const table = await openStaffCallTable(page, demo, words.code);
    await waitForWorker(page);
    await expect(page.getByText(words.readyOffline)).toBeVisible({ timeout: 20_000 });

    await goOffline(context, demo);
    await demo.fault({ path: '/api/staff/call', drop: true });
    // The table shares its cart too: that feed's asks fail offline as well, and are retried.
    expectFailedRequests(/\/api\/staff\/call$/, /\/api\/table\/cart(\/events)?\?/);
    await (await openSheet(page, words)).getByRole('button', { name: words.water, exact: true }).click();
    const waiting = new RegExp(`^${escapeRegExp(words.waiting(words.water, '@')).replace('@', HOUR_MINUTE)}$`);
    await expect(noticeOf(page, 'water')).toHaveText(waiting);
    expect(await staffCallsReceived(demo, table)).toHaveLength(0);

    // Still offline, the diner reloads: the worker serves the screen, and the call still waits.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(noticeOf(page, 'water')).toHaveText(waiting);
    expect(await staffCallsReceived(demo, table)).toHaveLength(0);

    await goOnline(context, demo);
    await expect.poll(async () => (await staffCallsReceived(demo, table)).length, { timeout: 15_000 }).toBe(1);
    const [received] = await staffCallsReceived(demo, table);
    const asked = seoulHourMinute(received?.body.requestedAt ?? '');
    await expect(noticeOf(page, 'water')).toHaveText(words.called(words.water, asked), { timeout: 15_000 });
    await expectTimeReadsLeftToRight(noticeOf(page, 'water'), asked);
    await outboxSettled(page, sends);
    expect(await staffCallsReceived(demo, table)).toHaveLength(1);
  });
}
