import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { askKept, asksAbout, type KeptAction, type KeptAnswer, keptAttemptAction } from './kept-attempt.ts';
import type { PendingPayment, TempCart } from './payment-session.ts';
import { makeLine } from './test-factories.ts';

const attempt: PendingPayment = { printGroupUuid: 'pg-1', shopSeq: 1, tableNum: 2, fingerprint: 'f', startedAt: 0 };
const ownLines: TempCart = { printGroupUuid: 'pg-1', lines: [makeLine()] };
const otherLines: TempCart = { printGroupUuid: 'pg-2', lines: [makeLine()] };
const noLines: TempCart = { printGroupUuid: 'pg-1', lines: [] };

describe('keptAttemptAction', () => {
  const cases: [string, TempCart | null, KeptAnswer, boolean, KeptAction][] = [
    ['held at the counter, with the lines this phone paid: logged', ownLines, 'held', false, 'log'],
    ['held at the counter, the lines kept for another attempt: only forgotten', otherLines, 'held', false, 'forget'],
    ['held at the counter, no lines kept: only forgotten', null, 'held', false, 'forget'],
    ['held at the counter, an empty list: only forgotten', noLines, 'held', false, 'forget'],
    ['paid by card: logged, kept so paying again finds it first', ownLines, 'held', true, 'log-and-keep'],
    ['paid by card, no lines kept: kept as well', null, 'held', true, 'log-and-keep'],
    ['awaiting the card payment: kept for paying again', ownLines, 'awaiting', false, 'keep'],
    ['never placed: kept, so paying again reuses the id', ownLines, 'not-found', false, 'keep'],
    ['no answer: kept for the next screen', ownLines, 'unknown', false, 'keep'],
    ['no answer and no lines: kept', null, 'unknown', true, 'keep'],
  ];
  it.each(cases)('%s', (_name, temp, answer, card, expected) => {
    expect(keptAttemptAction(attempt, temp, answer, card)).toBe(expected);
  });
});

describe('askKept', () => {
  it('a result is held', async () => {
    expect(await askKept(async () => ({ pending: false as const, value: 7 }))).toEqual({ answer: 'held', value: 7 });
  });
  it('a 204 awaits the payment', async () => {
    expect(await askKept(async () => ({ pending: true as const }))).toEqual({ answer: 'awaiting' });
  });
  it('a 404 is not found, a normal answer', async () => {
    const notFound = async () => Promise.reject(new ApiError('http', 'paymentResult', { status: 404 }));
    expect(await askKept(notFound)).toEqual({ answer: 'not-found' });
  });
  it.each([
    ['offline', new ApiError('offline', 'paymentResult')],
    ['time up', new ApiError('timeout', 'paymentResult')],
    ['a 500', new ApiError('http', 'paymentResult', { status: 500 })],
    ['not an API error', new Error('boom')],
  ])('%s is no answer', async (_name, error) => {
    expect(await askKept(async () => Promise.reject(error))).toEqual({ answer: 'unknown' });
  });
});

describe('asksAbout', () => {
  it.each([
    ['an attempt whose placing got no answer', attempt, true],
    ['an attempt the service refused to place', { ...attempt, refused: true }, false],
    ['an attempt marked not refused', { ...attempt, refused: false }, true],
    ['a card payment a table screen already logged', { ...attempt, logged: true }, false],
  ])('%s: %s', (_name, kept, expected) => {
    expect(asksAbout(kept)).toBe(expected);
  });
});
