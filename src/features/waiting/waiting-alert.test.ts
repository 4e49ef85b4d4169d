import { describe, expect, it } from 'vitest';
import {
  nextRefreshDelay,
  REFRESH_FAR_MS,
  REFRESH_NEAR_MS,
  type WaitingAlert,
  waitingAlert,
  waitingBadge,
} from './waiting-alert.ts';

const at = (waitingOrder: number, waitingStatus = 'WAITING') => ({ waitingOrder, waitingStatus });

describe('waitingAlert', () => {
  it.each<[string, ReturnType<typeof at> | null, ReturnType<typeof at>, WaitingAlert]>([
    ['far from the turn, nothing', at(6), at(5), null],
    ['reaching 3 tells', at(4), at(3), { kind: 'nearTurn', position: 3 }],
    ['moving up within 3 tells again', at(3), at(2), { kind: 'nearTurn', position: 2 }],
    ['next in line tells', at(2), at(1), { kind: 'nearTurn', position: 1 }],
    ['the same position tells nothing', at(2), at(2), null],
    ['moving back tells nothing', at(2), at(3), null],
    ['a first answer already near tells', null, at(2), { kind: 'nearTurn', position: 2 }],
    ['a first answer far away tells nothing', null, at(9), null],
    ['a jump from far to next tells', at(8), at(1), { kind: 'nearTurn', position: 1 }],
    ['entering tells', at(1), at(0, 'ENTERED'), { kind: 'statusChanged', status: 'ENTERED' }],
    ['a cancel by the shop tells', at(5), at(0, 'CANCEL'), { kind: 'statusChanged', status: 'CANCEL' }],
    ['an unknown new status tells', at(2), at(2, 'CALL'), { kind: 'statusChanged', status: 'CALL' }],
    ['a first answer already cancelled tells nothing', null, at(0, 'CANCEL'), null],
    ['a cancelled registration that stays cancelled tells nothing', at(0, 'CANCEL'), at(0, 'CANCEL'), null],
    ['a position of 0 while waiting is not near', at(4), at(0), null],
    ['staying next in line tells nothing', at(1), at(1), null],
    ['from no position yet to 2 tells', at(0), at(2), { kind: 'nearTurn', position: 2 }],
  ])('%s', (_rule, before, after, expected) => {
    expect(waitingAlert(before, after)).toEqual(expected);
  });
});

describe('nextRefreshDelay', () => {
  it.each<[string, ReturnType<typeof at> | null, number | null]>([
    ['before any answer, the far interval', null, REFRESH_FAR_MS],
    ['far from the turn', at(7), REFRESH_FAR_MS],
    ['at 4, still far', at(4), REFRESH_FAR_MS],
    ['at 3, near', at(3), REFRESH_NEAR_MS],
    ['next in line, near', at(1), REFRESH_NEAR_MS],
    ['waiting without a position yet, far', at(0), REFRESH_FAR_MS],
    ['entered: stop', at(0, 'ENTERED'), null],
    ['cancelled: stop', at(0, 'CANCEL'), null],
  ])('%s', (_rule, registration, expected) => {
    expect(nextRefreshDelay(registration)).toBe(expected);
  });
});

describe('waitingBadge', () => {
  it.each<[string, ReturnType<typeof at> | null, number]>([
    ['nothing known', null, 0],
    ['far', at(5), 0],
    ['near', at(3), 3],
    ['next', at(1), 1],
    ['waiting without a position yet', at(0), 0],
    ['cancelled', at(2, 'CANCEL'), 0],
  ])('%s', (_rule, registration, expected) => {
    expect(waitingBadge(registration)).toBe(expected);
  });
});
