/** The staff-call journeys' words per language and their steps: the bell, its sheet, the notice. */
import { expect, type Page } from '@playwright/test';
import type { DemoService } from './demo-service.ts';
import { type MenuTable, presetLocale, scan, tableOf } from './menu-journey.ts';

export interface StaffCallWords {
  code: 'ko' | 'en' | 'al';
  bell: string;
  sheet: string;
  water: string;
  bill: string;
  called: (reason: string, time: string) => string;
  answered: (reason: string, time: string) => string;
  waiting: (reason: string, time: string) => string;
  covered: (reason: string) => string;
  again: RegExp;
  /** The toast once the worker holds the app (offline journeys). */
  readyOffline: string;
}

export const STAFF_CALL_WORDS: readonly StaffCallWords[] = [
  {
    code: 'ko',
    bell: '직원 호출',
    sheet: '무엇을 도와드릴까요?',
    water: '물',
    bill: '계산서',
    called: (reason, time) => `${reason}: ${time}에 직원을 불렀어요.`,
    answered: (reason, time) => `${reason}: ${time}에 직원이 확인했어요.`,
    waiting: (reason, time) => `${reason}: 신호를 기다리고 있어요. ${time}에 누른 호출은 연결되면 바로 보내져요.`,
    covered: (reason) => `${reason}: 같은 테이블에서 방금 요청해서 직원이 이미 알고 있어요.`,
    again: /^방금 요청했어요\. \d+초 후에 다시 요청할 수 있어요\.$/,
    readyOffline: '이제 오프라인에서도 쓸 수 있어요',
  },
  {
    code: 'en',
    bell: 'Call staff',
    sheet: 'What can we bring you?',
    water: 'Water',
    bill: 'The bill',
    called: (reason, time) => `${reason}: staff called at ${time}.`,
    answered: (reason, time) => `${reason}: staff answered at ${time}.`,
    waiting: (reason, time) =>
      `${reason}: waiting for the signal. Your call from ${time} goes out as soon as you are back online.`,
    covered: (reason) => `${reason}: someone at your table asked for this a moment ago, so the staff already know.`,
    again: /^Just asked for\. You can ask again in \d+ s\.$/,
    readyOffline: 'Ready to use offline',
  },
  {
    code: 'al',
    bell: 'استدعاء الموظفين',
    sheet: 'ماذا نحضر لك؟',
    water: 'ماء',
    bill: 'الفاتورة',
    called: (reason, time) => `${reason}: تم استدعاء الموظفين في ${time}.`,
    answered: (reason, time) => `${reason}: ردّ الموظفون في ${time}.`,
    waiting: (reason, time) => `${reason}: بانتظار الإشارة. سيُرسَل طلبك من ${time} فور عودة الاتصال.`,
    covered: (reason) => `${reason}: طلبه أحدٌ على طاولتك قبل لحظات، فالموظفون على علم بذلك.`,
    again: /^طلبته للتو\. يمكنك الطلب مرة أخرى بعد \d+ ث\.$/,
    readyOffline: 'جاهز للاستخدام دون اتصال',
  },
];

/** Opens the demo table that offers the staff call, in the diner's language. */
export async function openStaffCallTable(page: Page, demo: DemoService, code: string): Promise<MenuTable> {
  const table = await tableOf(demo, 'staff-call');
  await presetLocale(page, code);
  await scan(page, table);
  return table;
}

/** HH:mm of a moment in the shops' time zone (Korean time), as the app shows it. */
export function seoulHourMinute(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Seoul',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The bell opens the sheet of reasons. */
export async function openSheet(page: Page, words: StaffCallWords) {
  await page.getByRole('banner').getByRole('button', { name: words.bell }).click();
  const sheet = page.getByRole('dialog', { name: words.sheet });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The calls the service recorded for the table. */
export async function staffCallsReceived(demo: DemoService, table: MenuTable) {
  return (await demo.received()).staffCalls.filter(
    (call) => call.body.shopSeq === table.shopSeq && call.body.tableNum === table.tableNum,
  );
}

/** The notice line under the navbar for one reason. */
export function noticeOf(page: Page, reason: 'water' | 'bill') {
  return page.getByRole('status').locator(`li[data-reason="${reason}"]`);
}
