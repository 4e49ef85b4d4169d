import { describe, expect, it } from 'vitest';
import {
  awayDetailsOf,
  formatTradeTime,
  isCardPayment,
  printedMenuName,
  receiptBodyOf,
  receiptUrl,
} from './receipt-view.ts';
import { makeGroup, makePrintLine, makeResult } from './test-factories.ts';

describe('isCardPayment', () => {
  it.each<[string | null, boolean]>([
    ['12345678', true],
    [null, false],
    ['  ', false],
  ])('approval %j means a card payment: %s', (cardApprNo, expected) => {
    expect(isCardPayment({ cardApprNo })).toBe(expected);
  });
});

describe('formatTradeTime', () => {
  it('formats the payment time in the diner language', () => {
    expect(formatTradeTime('20250102030405', 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(2025, 0, 2, 3, 4, 5)),
    );
  });

  it('shows unreadable text as it came', () => {
    expect(formatTradeTime('soon', 'ko')).toBe('soon');
  });
});

describe('printedMenuName', () => {
  it.each([
    ['the name in the order language', makePrintLine({ currentLocaleMenuName: 'Bibimbap' }), 'Bibimbap'],
    ['the Korean name when there is none', makePrintLine({ currentLocaleMenuName: ' ' }), '비빔밥'],
    ['the Korean name when the service sent none', makePrintLine({ currentLocaleMenuName: null }), '비빔밥'],
  ])('%s', (_rule, line, expected) => {
    expect(printedMenuName(line)).toBe(expected);
  });
});

describe('awayDetailsOf', () => {
  it('has no section for a dine-in order', () => {
    expect(awayDetailsOf(makeGroup())).toBeNull();
  });

  it('reads the delivery fields from the print log', () => {
    const group = makeGroup({
      delivery: true,
      printLog: [makePrintLine({ deliveryAddress: '서울 중구', userPhoneNumber: '01012345678', riderRequestText: '' })],
    });
    expect(awayDetailsOf(group)).toEqual({
      kind: 'delivery',
      address: '서울 중구',
      detailAddress: null,
      phone: '01012345678',
      requestText: null,
      riderRequestText: null,
    });
  });

  it('shows a blank field as none', () => {
    const group = makeGroup({ takeOut: true, printLog: [makePrintLine({ userPhoneNumber: '   ', requestText: ' ' })] });
    expect(awayDetailsOf(group)).toMatchObject({ phone: null, requestText: null });
  });

  it('has the section with nothing filled when the print log has no lines', () => {
    expect(awayDetailsOf(makeGroup({ delivery: true, printLog: [] }))).toEqual({
      kind: 'delivery',
      address: null,
      detailAddress: null,
      phone: null,
      requestText: null,
      riderRequestText: null,
    });
  });

  it('names a takeout order', () => {
    expect(awayDetailsOf(makeGroup({ takeOut: true }))?.kind).toBe('takeout');
  });
});

describe('receiptBodyOf', () => {
  it('fills the body the spec names', () => {
    expect(receiptBodyOf(makeResult(), 'u 1', '01012345678', 'https://app.example')).toEqual({
      phoneNumber: '01012345678',
      storeName: '한옥 비빔밥',
      productPrice: 24000,
      orderDate: '20250102030405',
      urlMobile: receiptUrl('https://app.example', 'u 1'),
      printGroupUuid: 'u 1',
      shopSeq: 7,
    });
    expect(receiptUrl('https://app.example', 'u 1')).toBe('https://app.example/payment/receipt/u%201');
  });
});
