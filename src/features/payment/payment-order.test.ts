import { describe, expect, it } from 'vitest';
import {
  buildOrderBody,
  checkPaymentFields,
  hasProblems,
  type OrderDraft,
  type OrderKind,
  orderFingerprint,
  orderKindOf,
  reusablePrintGroupUuid,
} from './payment-order.ts';
import { EMPTY_FIELDS, type PaymentFields, type PendingPayment } from './payment-session.ts';
import { makeLine } from './test-factories.ts';

const fields = (over: Partial<PaymentFields> = {}): PaymentFields => ({ ...EMPTY_FIELDS, ...over });

const draft = (over: Partial<OrderDraft> = {}): OrderDraft => ({
  printGroupUuid: 'uuid-1',
  shopSeq: 7,
  tableNum: 1,
  localeCode: 'ko',
  tableToken: 'tok',
  lines: [makeLine()],
  kind: 'dine-in',
  fields: fields(),
  ...over,
});

describe('orderKindOf', () => {
  it.each<[boolean, boolean, OrderKind]>([
    [true, false, 'delivery'],
    [false, true, 'takeout'],
    [false, false, 'dine-in'],
    [true, true, 'delivery'],
  ])('delivery %s, takeOut %s is %s', (delivery, takeOut, kind) => {
    expect(orderKindOf({ delivery, takeOut })).toBe(kind);
  });
});

describe('checkPaymentFields', () => {
  it.each<[string, OrderKind, Partial<PaymentFields>, string[]]>([
    ['a dine-in order needs nothing', 'dine-in', {}, []],
    ['a delivery order needs an address and a phone', 'delivery', {}, ['address', 'phone']],
    ['a blank address counts as missing', 'delivery', { address: '  ', phone: '010-1234-5678' }, ['address']],
    ['a complete delivery order passes', 'delivery', { address: '서울 중구', phone: '01012345678' }, []],
    ['a takeout order needs a phone only', 'takeout', {}, ['phone']],
    ['the phone must start with 010', 'takeout', { phone: '011-123-4567' }, ['phone']],
    ['a 10-digit 010 number passes', 'takeout', { phone: '010-123-4567' }, []],
  ])('%s', (_rule, kind, over, expected) => {
    const problems = checkPaymentFields(kind, fields(over));
    expect(Object.keys(problems).sort()).toEqual(expected.sort());
    expect(hasProblems(problems)).toBe(expected.length > 0);
  });
});

describe('checkPaymentFields: what the form tells', () => {
  it('names the missing address and the wrong phone', () => {
    expect(checkPaymentFields('delivery', fields())).toEqual({
      address: 'addressRequired',
      phone: 'invalidDeliveryPhone',
    });
  });
});

describe('buildOrderBody', () => {
  it('sends a blank field as none', () => {
    const body = buildOrderBody(
      draft({ kind: 'delivery', fields: fields({ address: '서울 중구', detailAddress: '   ', phone: '01012345678' }) }),
    );
    expect(body).toMatchObject({ deliveryDetailAddress: null, requestText: null, riderRequestText: null });
  });

  it('totals the cart and sends the lines as the intake takes them', () => {
    const body = buildOrderBody(
      draft({ lines: [makeLine({ quantity: 2, menuPrice: 12000, requestText: '덜 맵게' })] }),
    );
    expect(body.totalPrice).toBe(24000);
    expect(body.lines).toEqual([
      { menuSeq: 11, quantity: 2, optionUuids: [], totalPrice: 24000, requestText: '덜 맵게' },
    ]);
  });

  it.each<[OrderKind, Partial<Record<string, string | null>>]>([
    [
      'delivery',
      {
        deliveryAddress: '서울 중구',
        deliveryDetailAddress: '2층',
        userPhoneNumber: '01012345678',
        requestText: '문 앞',
        riderRequestText: '천천히',
      },
    ],
    [
      'takeout',
      {
        deliveryAddress: null,
        deliveryDetailAddress: null,
        userPhoneNumber: '01012345678',
        requestText: '문 앞',
        riderRequestText: null,
      },
    ],
    [
      'dine-in',
      {
        deliveryAddress: null,
        deliveryDetailAddress: null,
        userPhoneNumber: null,
        requestText: null,
        riderRequestText: null,
      },
    ],
  ])('a %s order sends only the fields it uses', (kind, expected) => {
    const body = buildOrderBody(
      draft({
        kind,
        fields: fields({
          address: ' 서울 중구 ',
          detailAddress: '2층',
          phone: '010-1234-5678',
          requestText: '문 앞',
          riderRequestText: '천천히',
        }),
      }),
    );
    expect(body).toMatchObject(expected);
  });
});

describe('orderFingerprint', () => {
  it('ignores the id and the token', () => {
    expect(orderFingerprint(buildOrderBody(draft({ printGroupUuid: 'a', tableToken: 'x' })))).toBe(
      orderFingerprint(buildOrderBody(draft({ printGroupUuid: 'b', tableToken: 'y' }))),
    );
  });

  it('changes with the content', () => {
    expect(orderFingerprint(buildOrderBody(draft()))).not.toBe(
      orderFingerprint(buildOrderBody(draft({ lines: [makeLine({ quantity: 3 })] }))),
    );
  });
});

describe('reusablePrintGroupUuid', () => {
  const pending: PendingPayment = { printGroupUuid: 'p1', shopSeq: 7, tableNum: 1, fingerprint: 'f', startedAt: 0 };
  it.each<[string, PendingPayment | null, number, string, string | null]>([
    ['no earlier attempt gives a fresh id', null, 1, 'f', null],
    ['the same order at the same table reuses the id', pending, 1, 'f', 'p1'],
    ['another table gets a fresh id', pending, 2, 'f', null],
    ['other content gets a fresh id', pending, 1, 'g', null],
    ['the same table number in another shop gets a fresh id', { ...pending, shopSeq: 8 }, 1, 'f', null],
  ])('%s', (_rule, p, tableNum, fingerprint, expected) => {
    expect(reusablePrintGroupUuid(p, { shopSeq: 7, tableNum }, fingerprint)).toBe(expected);
  });
});
