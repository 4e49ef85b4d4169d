import { describe, expect, it } from 'vitest';
import type { OrderLogEntry } from '../../api/contract/persisted.ts';
import { orderStateOf, ordersToRefresh, withOrderStatus } from './order-state.ts';

const entry = (over: Partial<OrderLogEntry>): OrderLogEntry => ({
  cartSeq: 0,
  menuSeq: 1,
  menuName: 'a',
  engMenuName: null,
  localeMenu: [],
  categoryUuid: null,
  menuPrice: 1000,
  thumbnailPath: null,
  quantity: 1,
  selectedOptions: [],
  requestText: '',
  shopSeq: 1,
  tableNum: 1,
  totalPrice: 1000,
  insDate: '20261125120000',
  printGroupUuid: 'g1',
  ...over,
});

describe('orderStateOf', () => {
  it.each([
    [{ settlement: 'card' as const }, 'paid'],
    [{ settlement: 'counter' as const }, 'counter'],
    [{ settlement: 'card' as const, orderStatus: 'CONFIRM' as const }, 'paid'],
    [{ settlement: 'counter' as const, orderStatus: 'PENDING' as const }, 'counter'],
    [{ settlement: 'card' as const, orderStatus: 'CANCEL' as const }, 'cancelled'],
    [{ settlement: 'counter' as const, orderStatus: 'CANCEL' as const }, 'cancelled'],
    [{ orderStatus: 'CANCEL' as const }, 'cancelled'],
    [{}, null],
  ])('%o is %s', (fields, state) => {
    expect(orderStateOf(fields)).toBe(state);
  });
});

describe('withOrderStatus', () => {
  const log = [entry({ cartSeq: 0 }), entry({ cartSeq: 1 }), entry({ printGroupUuid: 'g2' })];
  it('sets the status on every line of the order and no other', () => {
    const next = withOrderStatus(log, 'g1', 'CANCEL');
    expect(next.map((e) => e.orderStatus)).toEqual(['CANCEL', 'CANCEL', undefined]);
  });
  it('answers the same array when nothing changes', () => {
    const once = withOrderStatus(log, 'g1', 'CANCEL');
    expect(withOrderStatus(once, 'g1', 'CANCEL')).toBe(once);
    expect(withOrderStatus(log, 'unknown', 'CANCEL')).toBe(log);
  });
});

describe('ordersToRefresh', () => {
  const log = [
    entry({ printGroupUuid: 'old', insDate: '20261120120000' }),
    entry({ printGroupUuid: 'new', insDate: '20261125120000' }),
    entry({ printGroupUuid: 'new', insDate: '20261125120000', cartSeq: 1 }),
    entry({ printGroupUuid: 'gone', insDate: '20261124120000', orderStatus: 'CANCEL' }),
    entry({ printGroupUuid: 'other', insDate: '20261123120000', shopSeq: 2 }),
    // Logged before the service named the order: there is nothing to ask it about.
    entry({ printGroupUuid: '', insDate: '20261126120000' }),
  ];
  it('lists each open order once, newest first, skipping cancelled and unnamed ones', () => {
    expect(ordersToRefresh(log, null)).toEqual(['new', 'other', 'old']);
  });
  it('keeps to one shop and to the limit', () => {
    expect(ordersToRefresh(log, 1)).toEqual(['new', 'old']);
    expect(ordersToRefresh(log, null, 1)).toEqual(['new']);
  });
});
