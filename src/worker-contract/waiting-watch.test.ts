import { describe, expect, it } from 'vitest';
import type { AlertText, WaitingSeen } from './waiting-alert-rule.ts';
import {
  type DetailAnswer,
  isWaitingWatch,
  newWaitingWatch,
  WAITING_WATCH_LIFETIME_MS,
  type WaitingWatch,
  watchRound,
  watchStep,
} from './waiting-watch.ts';
import { memoryWaitingWatchStore } from './waiting-watch-store.ts';

const at = (waitingOrder: number, waitingStatus = 'WAITING'): WaitingSeen => ({ waitingOrder, waitingStatus });
const text = (title: string): AlertText => ({ title, body: `${title} body` });
const TEXTS = {
  'near-1': text('next'),
  'near-2': text('2nd'),
  'near-3': text('3rd'),
  cancelled: text('cancelled'),
  turn: text('turn'),
  changed: text('changed'),
};
const SINCE = 1_000_000;
const watchAt = (seen: WaitingSeen, waitingUuid = 'w-1', seenAt = SINCE): WaitingWatch =>
  newWaitingWatch({ waitingUuid, seen, seenAt, since: SINCE, texts: TEXTS });
const fresh = (seen: WaitingSeen): DetailAnswer => ({ kind: 'fresh', seen });
const LATER = SINCE + 60_000;

describe('watchStep', () => {
  it.each<[string, WaitingSeen, DetailAnswer, number, string | null, WaitingSeen | 'dropped' | 'unchanged']>([
    ['far, still far: nothing, keep the new place', at(8), fresh(at(6)), LATER, null, at(6)],
    ['reaching 3 tells, keeps 3', at(4), fresh(at(3)), LATER, '3rd', at(3)],
    ['moving up within 3 tells again', at(3), fresh(at(1)), LATER, 'next', at(1)],
    ['the same place tells nothing', at(2), fresh(at(2)), LATER, null, at(2)],
    ['moving back tells nothing, keeps the new place', at(2), fresh(at(3)), LATER, null, at(3)],
    ['entered tells the turn and ends the watch', at(1), fresh(at(0, 'ENTERED')), LATER, 'turn', 'dropped'],
    ['called tells the turn and ends the watch', at(2), fresh(at(2, 'CALL')), LATER, 'turn', 'dropped'],
    ['cancelled by the shop tells and ends the watch', at(5), fresh(at(0, 'CANCEL')), LATER, 'cancelled', 'dropped'],
    ['an unknown status tells a change and ends', at(5), fresh(at(0, 'NO_SHOW')), LATER, 'changed', 'dropped'],
    ['no answer: nothing, the watch stays as it was', at(4), { kind: 'failed' }, LATER, null, 'unchanged'],
    ['the service forgot it: dropped quietly', at(4), { kind: 'gone' }, LATER, null, 'dropped'],
    ['a day old and no answer: dropped', at(4), { kind: 'failed' }, SINCE + WAITING_WATCH_LIFETIME_MS, null, 'dropped'],
    [
      'a day old, reaching 3: told, then dropped',
      at(4),
      fresh(at(3)),
      SINCE + WAITING_WATCH_LIFETIME_MS,
      '3rd',
      'dropped',
    ],
  ])('%s', (_case, seen, answer, now, told, kept) => {
    const watch = watchAt(seen);
    const step = watchStep(watch, answer, now);
    expect(step.notify?.title ?? null).toBe(told);
    if (kept === 'dropped') expect(step.next).toBeNull();
    else if (kept === 'unchanged') expect(step.next).toBe(watch);
    else expect(step.next).toEqual({ ...watch, seen: kept, seenAt: now });
  });

  it('tells with the tag and the address of the registration, as the page does', () => {
    const step = watchStep(watchAt(at(4), 'abc-123'), fresh(at(3)), LATER);
    expect(step.notify).toEqual({
      title: '3rd',
      body: '3rd body',
      tag: 'waiting-abc-123',
      url: '/waiting/complete/abc-123',
    });
  });

  it('keeps only the place and status of the answer', () => {
    const answer = fresh({ ...at(5), shopName: 'x', adultCount: 2 } as WaitingSeen);
    expect(watchStep(watchAt(at(6)), answer, LATER).next?.seen).toEqual(at(5));
  });

  it('without the words for an alert, tells the general change', () => {
    const watch = { ...watchAt(at(4)), texts: { changed: text('changed') } };
    expect(watchStep(watch, fresh(at(3)), LATER).notify?.title).toBe('changed');
  });
});

describe('isWaitingWatch', () => {
  it.each<[string, unknown, boolean]>([
    ['a watch the page wrote', watchAt(at(4)), true],
    ['nothing', undefined, false],
    ['no id', { ...watchAt(at(4)), waitingUuid: '' }, false],
    ['no place', { ...watchAt(at(4)), seen: { waitingStatus: 'WAITING' } }, false],
    ['a broken text', { ...watchAt(at(4)), texts: { 'near-3': { title: 1 } } }, false],
    ['a path param that is not text', { ...watchAt(at(4)), detail: { path: '/x', params: { a: 1 } } }, false],
  ])('%s', (_case, value, expected) => {
    expect(isWaitingWatch(value)).toBe(expected);
  });
});

describe('watchRound', () => {
  it('tells, keeps and drops each watch, and says what is left and the badge', async () => {
    const store = memoryWaitingWatchStore([watchAt(at(4), 'near'), watchAt(at(2), 'done'), watchAt(at(9), 'far')]);
    const answers: Record<string, DetailAnswer> = {
      near: fresh(at(3)),
      done: fresh(at(0, 'ENTERED')),
      far: { kind: 'failed' },
    };
    const report = await watchRound(
      store,
      async (watch) => answers[watch.waitingUuid] ?? { kind: 'failed' },
      () => LATER,
    );
    expect(report.notifications.map((n) => [n.tag, n.title])).toEqual([
      ['waiting-near', '3rd'],
      ['waiting-done', 'turn'],
    ]);
    expect(report).toMatchObject({ badge: 3, remaining: 2 });
    expect((await store.get('near'))?.seen).toEqual(at(3));
    expect(await store.get('done')).toBeUndefined();
    expect((await store.get('far'))?.seen).toEqual(at(9));
  });

  it('with every registration finished, nothing is left (the periodic sync can stop)', async () => {
    const store = memoryWaitingWatchStore([watchAt(at(1))]);
    const report = await watchRound(
      store,
      async () => fresh(at(0, 'CANCEL')),
      () => LATER,
    );
    expect(report).toMatchObject({ badge: 0, remaining: 0 });
    expect(await store.list()).toEqual([]);
  });

  it('a watch switched off while the round asked is neither told nor kept', async () => {
    const store = memoryWaitingWatchStore([watchAt(at(4))]);
    const report = await watchRound(
      store,
      async () => {
        await store.remove('w-1');
        return fresh(at(3));
      },
      () => LATER,
    );
    expect(report).toEqual({ notifications: [], badge: 0, remaining: 0 });
  });

  it('a newer answer the page wrote meanwhile is kept, and the older one is not told', async () => {
    const store = memoryWaitingWatchStore([watchAt(at(4))]);
    const report = await watchRound(
      store,
      async () => {
        await store.put(watchAt(at(3), 'w-1', LATER + 1));
        return fresh(at(3));
      },
      () => LATER,
    );
    expect(report).toMatchObject({ notifications: [], badge: 3, remaining: 1 });
    expect((await store.get('w-1'))?.seenAt).toBe(LATER + 1);
  });
});
