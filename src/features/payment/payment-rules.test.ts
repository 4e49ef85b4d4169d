import { describe, expect, it } from 'vitest';
import type { OrderStatusCode, PayType } from '../../api/contract/entities.ts';
import {
  canCancelOrder,
  cancelPrecheck,
  minimumAmountShortfall,
  needsSignature,
  reviewUrlFor,
} from './payment-rules.ts';

describe('canCancelOrder', () => {
  it.each<[OrderStatusCode | null, boolean, boolean, boolean]>([
    ['PENDING', true, false, true],
    ['PENDING', false, true, true],
    ['PENDING', false, false, false],
    ['CONFIRM', true, false, false],
    ['CANCEL', false, true, false],
    [null, true, false, false],
  ])('%s, delivery %s, takeout %s → %s', (status, delivery, takeOut, expected) => {
    expect(canCancelOrder(status, { delivery, takeOut })).toBe(expected);
  });
});

describe('cancelPrecheck', () => {
  it.each<[OrderStatusCode | null, ReturnType<typeof cancelPrecheck>]>([
    ['PENDING', { ok: true }],
    ['CONFIRM', { ok: false, reason: 'alreadyOrderCompleted' }],
    ['CANCEL', { ok: false, reason: 'alreadyOrderCanceled' }],
  ])('the reloaded status %s decides: %j', (status, expected) => {
    expect(cancelPrecheck(status)).toEqual(expected);
  });
});

describe('reviewUrlFor', () => {
  it.each<[string, string | null, OrderStatusCode | null, string | null]>([
    ['a review link on a live order', 'm.place.naver.com/1', 'CONFIRM', 'https://m.place.naver.com/1'],
    ['a review link with no status yet', 'https://r.example/', null, 'https://r.example/'],
    ['a cancelled order hides it', 'https://r.example/', 'CANCEL', null],
    ['no review link', null, 'PENDING', null],
    ['an unsafe review link', 'javascript:alert(1)', 'PENDING', null],
  ])('%s', (_rule, reviewLink, status, expected) => {
    expect(reviewUrlFor({ reviewLink }, status)).toBe(expected);
  });
});

describe('needsSignature', () => {
  it.each<[number, PayType, boolean]>([
    [49_999, 'won', false],
    [50_000, 'won', true],
    [120_000, 'won', true],
    [5_000_000, 'usd', false],
    [5_000_000, 'vnd', false],
  ])('50,000 won or more: %i %s → %s', (amount, payType, expected) => {
    expect(needsSignature(amount, payType)).toBe(expected);
  });
});

describe('minimumAmountShortfall', () => {
  it.each<[string, number, number | null, boolean, number]>([
    ['delivery below the minimum is short', 12000, 15000, true, 3000],
    ['delivery at the minimum exactly is fine', 15000, 15000, true, 0],
    ['delivery above the minimum is fine', 20000, 15000, true, 0],
    ['no minimum is fine', 1000, null, true, 0],
    ['dine-in ignores the minimum', 1000, 15000, false, 0],
  ])('%s', (_rule, total, minimumAmount, delivery, expected) => {
    expect(minimumAmountShortfall(total, { minimumAmount }, { delivery })).toBe(expected);
  });
});
