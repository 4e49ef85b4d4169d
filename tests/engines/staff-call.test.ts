/**
 * The staff call in WebKit and Firefox: a call for water is confirmed with its time; a call made
 * while the signal is gone says it is being sent, and the page itself (neither engine has
 * Background Sync) delivers it once the signal is back, exactly once, with no reload.
 */
import { describe, expect, inject, it } from 'vitest';
import { DemoService, fetchRequests } from '../support/demo-service.ts';
import { linkPerTest } from './support/cuttable-link.ts';
import { closeArrivalPopups, type Diner, waitForWorker } from './support/diner.ts';
import { dinerSessions, ENGINES } from './support/engines.ts';

const baseURL = inject('baseURL');
const demo = new DemoService(fetchRequests(baseURL));
const READY_OFFLINE = '이제 오프라인에서도 쓸 수 있어요';
const WATER_NOTICE = '.staff-call-notice li[data-reason="water"]';
// Water is the sheet's first reason.
const WATER_BUTTON = 'dialog[open] .staff-call-reasons li:first-child button';

async function staffCallsReceived(): Promise<{ body: { requestedAt: string } }[]> {
  return (await demo.received()).staffCalls;
}

/** HH:mm on the shops' clock (Korean time), as the app shows it. */
function seoulHourMinute(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Seoul',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

async function callWater(diner: Diner): Promise<void> {
  // A first-visit popup the loaded machine brought late is closed first, as a diner would.
  while (await diner.shows('dialog[open] .dialog-actions .btn-primary', 500)) {
    await diner.tap('dialog[open] .dialog-actions .btn-primary');
  }
  await diner.tap('header button.staff-call-bell');
  await diner.see({ text: '무엇을 도와드릴까요?' }, 'the staff-call sheet');
  expect(await diner.text(WATER_BUTTON)).toBe('물');
  await diner.tap(WATER_BUTTON);
}

async function waitForCount(diner: Diner, count: number, withinMs: number): Promise<number> {
  let seen = (await staffCallsReceived()).length;
  for (let waited = 0; waited < withinMs && seen < count; waited += 250) {
    await diner.pause(250);
    seen = (await staffCallsReceived()).length;
  }
  return seen;
}

describe.each(ENGINES)('$name: the staff call', (engine) => {
  const sessions = dinerSessions(engine, baseURL, () => demo.reset());
  const links = linkPerTest(baseURL);

  it('a call for water is confirmed with its time and reaches the service once', async () => {
    const table = DemoService.pathOf((await demo.entry('staff-call')).url);
    const diner = await sessions.newDiner();
    await diner.open(table);
    await diner.see('main.menu-home', 'the menu home');
    await closeArrivalPopups(diner);

    await callWater(diner);
    expect(await waitForCount(diner, 1, 10_000)).toBe(1);
    const [received] = await staffCallsReceived();
    const asked = seoulHourMinute(received?.body.requestedAt ?? '');
    await diner.see({ text: `물: ${asked}에 직원을 불렀어요.` }, 'the confirmation with its time');
    await diner.pause(2_000);
    expect(await staffCallsReceived()).toHaveLength(1);
    expect(await diner.problems()).toEqual([]);
  });

  it('a call made with no signal is kept, and the page delivers it once the signal is back', async () => {
    const table = DemoService.pathOf((await demo.entry('staff-call')).url);
    const link = links.current();
    const diner = await sessions.newDiner(link.origin);
    await diner.open(table);
    await diner.see('main.menu-home', 'the menu home');
    await closeArrivalPopups(diner);
    await waitForWorker(diner);
    await diner.shows({ text: READY_OFFLINE }, 10_000);

    // With no signal the send cannot go out: Firefox reports a call the worker could not answer.
    diner.expectErrors(/A ServiceWorker intercepted the request and encountered an unexpected error/);
    link.loseSignal();
    await callWater(diner);
    // The browser still believes it is online (only the link is cut): the call is being sent.
    await diner.see({ text: '에 누른 호출을 보내는 중이에요…', within: 'staff-call-notice' }, 'the call kept');
    expect(await diner.text(WATER_NOTICE)).toMatch(/^물: \d{2}:\d{2}에 누른 호출을 보내는 중이에요…$/);
    await diner.pause(1_000);
    expect(await staffCallsReceived()).toHaveLength(0);

    link.regainSignal();
    // The page's own outbox round (its retry timer) delivers it: no reload, no sync event.
    expect(await waitForCount(diner, 1, 60_000)).toBe(1);
    const [received] = await staffCallsReceived();
    const asked = seoulHourMinute(received?.body.requestedAt ?? '');
    await diner.see({ text: `물: ${asked}에 직원을 불렀어요.` }, 'the confirmation once delivered');
    // Nothing goes twice: a reload's outbox round finds it delivered.
    await diner.reload();
    await diner.see({ text: `물: ${asked}에 직원을 불렀어요.` }, 'the confirmation after a reload');
    await diner.pause(3_000);
    expect(await staffCallsReceived()).toHaveLength(1);
    expect(await diner.problems()).toEqual([]);
  });
});
