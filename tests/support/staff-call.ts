/** The staff-call journeys' words per language and their steps: the bell, its sheet, the notice. */
import { expect, type Locator, type Page } from '@playwright/test';
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

/**
 * The sheet reads in the language's direction: each reason's picture at the start of its button
 * (the right in Arabic), its words after it, aligned to the same side as the sheet's title.
 */
export async function expectSheetReadsInDirection(sheet: Locator, dir: 'ltr' | 'rtl'): Promise<void> {
  const layout = await sheet.evaluate((dialog) => {
    const side = (r: DOMRect, rtl: boolean) => (rtl ? r.right : r.left);
    const rtl = getComputedStyle(dialog).direction === 'rtl';
    // The title's words, not its block, which spans the sheet either way.
    const heading = dialog.querySelector('.dialog-title');
    const range = document.createRange();
    if (heading) range.selectNodeContents(heading);
    const title = heading ? range.getBoundingClientRect() : undefined;
    return {
      direction: getComputedStyle(dialog).direction,
      reasons: [...dialog.querySelectorAll('.staff-call-reason')].map((button) => {
        const box = button.getBoundingClientRect();
        const icon = button.querySelector('svg')?.getBoundingClientRect();
        const words = button.querySelector('.staff-call-reason-words')?.getBoundingClientRect();
        return {
          pictureFirst: icon && words ? (rtl ? icon.left >= words.right - 1 : icon.right <= words.left + 1) : false,
          // The picture sits within the button's padding from its start edge.
          startGap: icon ? Math.round(Math.abs(side(icon, rtl) - side(box, rtl))) : -1,
          titleGap: title ? Math.round(Math.abs(side(box, rtl) - side(title, rtl))) : -1,
        };
      }),
    };
  });
  expect(layout.direction).toBe(dir);
  expect(layout.reasons).toHaveLength(5);
  for (const reason of layout.reasons) {
    expect(reason.pictureFirst).toBe(true);
    expect(reason.startGap).toBeLessThanOrEqual(24);
    expect(reason.titleGap).toBeLessThanOrEqual(24);
  }
}

/**
 * The time in a confirmation reads hours then minutes, left to right, in Western digits, in every
 * language (an Arabic sentence around it does not turn it round).
 */
export async function expectTimeReadsLeftToRight(notice: Locator, time: string): Promise<void> {
  const order = await notice.evaluate((element, hhmm) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(hhmm) ?? -1;
      if (at < 0) continue;
      const rectOf = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return range.getBoundingClientRect();
      };
      const hours = rectOf(at, at + 2);
      const minutes = rectOf(at + 3, at + 5);
      return hours.right <= minutes.left + 0.5 && Math.abs(hours.top - minutes.top) < 2 ? 'hh:mm' : 'turned';
    }
    return 'missing';
  }, time);
  expect(order).toBe('hh:mm');
}
