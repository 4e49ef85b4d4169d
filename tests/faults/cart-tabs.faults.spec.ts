/**
 * Two tabs of one phone on one table's cart: both add a menu at the same moment and one of them is
 * interrupted at a random moment (reload, tab closed and opened again from the table's link, or
 * the connection dropped and the page reloaded); then one tab places the order while the other
 * adds another menu, and the paying tab is interrupted at a random moment. Every menu a tab
 * confirmed ("added") must end up exactly once, in the cart or in an order the phone logged, and
 * every order the service holds must be in the phone's order history.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { loggedOrders, openTable, readCartLines, seedCart } from '../support/cart-seed.ts';
import { DemoService } from '../support/demo-service.ts';
import { atRandomMoment, pauseFor } from './fault-moment.ts';
import { recordRow } from './fault-table.ts';

// Half the outbox scenario's count, as the other cart and payment scenarios.
const RUNS = Math.max(1, Math.round(Number(process.env.FAULT_RUNS ?? 10) / 2));
const ADDED = '장바구니에 담았어요.';
const MENUS = [3001, 3002, 3102, 3103, 3104, 3105];
const INTERRUPTIONS = ['reload', 'close the tab', 'offline, then reload'] as const;
type Interruption = (typeof INTERRUPTIONS)[number];

const addButton = (page: Page) => page.getByRole('button', { name: /장바구니 담기/ });
const payButton = (page: Page) => page.locator('.bottom-bar').getByRole('button', { name: /주문하기/ });

async function openFromLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.locator('main.menu-home').waitFor();
}

async function openDetail(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(addButton(page)).toBeEnabled();
}

/** True once the tab shows that the add went in (within the toast's life). */
function seesAdded(page: Page): Promise<boolean> {
  return page
    .getByText(ADDED)
    .waitFor({ timeout: 8_000 })
    .then(
      () => true,
      () => false,
    );
}

async function interrupt(page: Page, kind: Interruption, context: BrowserContext, link: string): Promise<Page> {
  if (kind === 'reload') {
    await page.reload();
    return page;
  }
  if (kind === 'close the tab') {
    await Promise.all([page.waitForEvent('close'), page.close({ runBeforeUnload: true })]);
    const fresh = await context.newPage();
    await openFromLink(fresh, link);
    return fresh;
  }
  await context.setOffline(true);
  // The signal stays away a fixed 300 ms: part of the fault, not a wait for the screen.
  await pauseFor(300);
  await context.setOffline(false);
  await page.reload();
  return page;
}

function pickTwo(run: number): [number, number, number] {
  const shuffled = [...MENUS].sort(() => Math.random() - 0.5);
  return [shuffled[0] ?? MENUS[run % MENUS.length] ?? 3001, shuffled[1] ?? 3002, shuffled[2] ?? 3102];
}

function bump(counts: Map<number, number>, menuSeq: number): void {
  counts.set(menuSeq, (counts.get(menuSeq) ?? 0) + 1);
}

test('two tabs add to one cart and place orders, with reload / close / offline at random moments', async ({
  context,
  request,
}) => {
  test.setTimeout(RUNS * 45_000 + 60_000);
  const demo = new DemoService(request);
  let lost = 0;
  let duplicated = 0;
  let missing = 0;
  let orders = 0;
  const notes: string[] = [];
  const unloggedNotes: string[] = [];
  let tabs: [Page, Page] = [await context.newPage(), await context.newPage()];
  for (let run = 0; run < RUNS; run += 1) {
    await demo.reset();
    const table = await openTable(tabs[0], demo, 'dine-in', 'no-pg', 'won');
    const link = `/${table.shopSeq}/${table.tableNum}?token=${table.token}`;
    const base = `/${table.shopSeq}/${table.tableNum}`;
    await openFromLink(tabs[1], link);
    await seedCart(tabs[0], request, table, []);
    const attempted = new Map<number, number>();
    const confirmed = new Map<number, number>();
    const [menuA, menuB, menuC] = pickTwo(run);
    const victim = run % 2;
    const other = 1 - victim;

    // Both tabs add at once; one of them is cut at a random moment.
    await Promise.all([openDetail(tabs[0], `${base}/${menuA}`), openDetail(tabs[1], `${base}/${menuB}`)]);
    await Promise.all([addButton(tabs[0]).click(), addButton(tabs[1]).click()]);
    bump(attempted, menuA);
    bump(attempted, menuB);
    const otherSeen = seesAdded(tabs[other] as Page);
    const first = INTERRUPTIONS[run % 3] as Interruption;
    const moment = await atRandomMoment(600);
    const victimSeen = await (tabs[victim] as Page).getByText(ADDED).isVisible();
    const replaced = await interrupt(tabs[victim] as Page, first, context, link);
    tabs = victim === 0 ? [replaced, tabs[1]] : [tabs[0], replaced];
    if (victimSeen) bump(confirmed, victim === 0 ? menuA : menuB);
    if (await otherSeen) bump(confirmed, other === 0 ? menuA : menuB);

    // One tab places the order while the other adds a menu; the paying tab is cut at a random moment.
    const payer = tabs[other] as Page;
    const adder = tabs[victim] as Page;
    await Promise.all([
      payer.goto(`/payment/${table.shopSeq}/${table.tableNum}`),
      openDetail(adder, `${base}/${menuC}`),
    ]);
    await expect(payButton(payer)).toBeEnabled();
    await Promise.all([payButton(payer).click(), addButton(adder).click()]);
    bump(attempted, menuC);
    const adderSeen = seesAdded(adder);
    const second = INTERRUPTIONS[(run + 1) % 3] as Interruption;
    const moment2 = await atRandomMoment(1_500);
    const paid = await interrupt(payer, second, context, link);
    tabs = other === 0 ? [paid, tabs[1]] : [tabs[0], paid];
    if (await adderSeen) bump(confirmed, menuC);

    // The phone opened again on the cart: whatever the app does on its own has had its chance.
    await paid.goto(`/cart/${table.shopSeq}/${table.tableNum}`);
    await paid.locator('main').first().waitFor();
    const held = await demo.orders(table.shopSeq, table.tableNum);
    orders += held.length;
    // The screen settles an attempt whose tab went away on its own: its answer is waited for, up
    // to a call's time, and an order still not logged then is counted below.
    const heldIds = held.map((order) => order.printGroupUuid);
    await expect
      .poll(async () => {
        const known = await loggedOrders(paid);
        return heldIds.filter((id) => !known.includes(id)).length;
      })
      .toBe(0)
      .catch(() => undefined);
    const logged = await loggedOrders(paid);
    const unlogged = held.filter((order) => !logged.includes(order.printGroupUuid));
    missing += unlogged.length;
    // Where each menu ended up: the cart, and the orders the phone knows it placed. An order the
    // service holds but the history lacks (the tab went away between placing and the result page)
    // still has its lines in the cart: counted once, as missing from the history, not as lines twice.
    const count = async () => {
      const found = new Map<number, number>();
      const put = (menuSeq: number, quantity: number) => found.set(menuSeq, (found.get(menuSeq) ?? 0) + quantity);
      for (const line of await readCartLines(paid, table)) put(line.menuSeq, line.quantity);
      for (const order of held) {
        if (unlogged.includes(order)) continue;
        for (const line of order.lines) put(line.menuSeq, line.quantity);
      }
      let lostNow = 0;
      let duplicatedNow = 0;
      for (const [menuSeq, tries] of attempted) {
        const seen = found.get(menuSeq) ?? 0;
        lostNow += Math.max(0, (confirmed.get(menuSeq) ?? 0) - seen);
        duplicatedNow += Math.max(0, seen - tries);
      }
      return { lostNow, duplicatedNow };
    };
    // The history is written before the paid lines leave the cart: that second write is waited
    // for too, and lines still there after a call's time count as duplicated.
    await expect
      .poll(async () => (await count()).duplicatedNow)
      .toBe(0)
      .catch(() => undefined);
    const { lostNow: runLost, duplicatedNow: runDuplicated } = await count();
    lost += runLost;
    duplicated += runDuplicated;
    const note = `run ${run}: ${first} at ${moment} ms, ${second} at ${moment2} ms while paying`;
    if (runLost + runDuplicated > 0) notes.push(`${note}; lost ${runLost}, duplicated ${runDuplicated}`);
    if (unlogged.length > 0) unloggedNotes.push(`${note}; orders missing from history ${unlogged.length}`);
  }
  recordRow({
    scenario: 'two tabs add to one cart and place orders, reload / close / offline at random moments',
    runs: RUNS,
    figures: `lines lost ${lost}, duplicated ${duplicated}; orders missing from history ${missing} of ${orders}`,
  });
  // An order placed just before its tab went away is logged by the next table screen that opens.
  expect([...notes, ...unloggedNotes]).toEqual([]);
});
