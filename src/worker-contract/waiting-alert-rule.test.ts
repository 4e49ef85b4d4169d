import { describe, expect, it } from 'vitest';
import { type AlertTextKey, alertTextKey, everyAlertKind, NEAR_TURN, type WaitingAlert } from './waiting-alert-rule.ts';

describe('alertTextKey', () => {
  it.each<[string, NonNullable<WaitingAlert>, AlertTextKey]>([
    ['3rd in line', { kind: 'nearTurn', position: 3 }, 'near-3'],
    ['next in line', { kind: 'nearTurn', position: 1 }, 'near-1'],
    ['cancelled by the shop', { kind: 'statusChanged', status: 'CANCEL' }, 'cancelled'],
    ['entered', { kind: 'statusChanged', status: 'ENTERED' }, 'turn'],
    ['called', { kind: 'statusChanged', status: 'CALL' }, 'turn'],
    ['called (past tense)', { kind: 'statusChanged', status: 'CALLED' }, 'turn'],
    ['a status we do not know', { kind: 'statusChanged', status: 'NO_SHOW' }, 'changed'],
    ['back to waiting', { kind: 'statusChanged', status: 'WAITING' }, 'changed'],
  ])('%s', (_case, alert, expected) => {
    expect(alertTextKey(alert)).toBe(expected);
  });
});

describe('everyAlertKind', () => {
  it('asks for one text per near-turn position and per kind of status change, each once', () => {
    const keys = everyAlertKind().map(alertTextKey);
    expect(keys).toEqual([
      ...Array.from({ length: NEAR_TURN }, (_, i) => `near-${i + 1}`),
      'cancelled',
      'turn',
      'changed',
    ]);
  });
});
