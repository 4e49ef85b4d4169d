import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorMessageKey, attempt, describeApiError, isAborted, isApiError } from './errors.ts';

describe('describeApiError', () => {
  it.each<[string, unknown, ApiErrorMessageKey]>([
    ['offline', new ApiError('offline', 'shopInfo'), 'offline'],
    ['timeout', new ApiError('timeout', 'shopInfo'), 'timeout'],
    ['an abort', new ApiError('aborted', 'shopInfo'), 'cancelled'],
    ['a 404', new ApiError('http', 'waitingDetail', { status: 404 }), 'notFound'],
    ['a 410', new ApiError('http', 'waitingDetail', { status: 410 }), 'notFound'],
    ['a 422', new ApiError('http', 'waitingRegister', { status: 422 }), 'rejected'],
    ['a 409', new ApiError('http', 'orderCancel', { status: 409 }), 'rejected'],
    ['a 429', new ApiError('http', 'shopInfo', { status: 429 }), 'server'],
    ['a 500', new ApiError('http', 'shopInfo', { status: 500 }), 'server'],
    ['a 503', new ApiError('http', 'shopInfo', { status: 503 }), 'server'],
    ['a malformed response', new ApiError('invalid-response', 'shopInfo'), 'invalid'],
    ['a refused request', new ApiError('invalid-request', 'shopInfo'), 'invalid'],
    ['something that is not an ApiError', new Error('bug'), 'server'],
  ])('gives the message key for %s', (_, error, key) => {
    expect(describeApiError(error)).toBe(key);
  });
});

describe('isApiError', () => {
  it.each<[string, unknown, boolean]>([
    ['an ApiError', new ApiError('offline', 'shopInfo'), true],
    ['a plain Error', new Error('x'), false],
    ['null', null, false],
    ['a string', 'offline', false],
  ])('recognises %s', (_, value, expected) => {
    expect(isApiError(value)).toBe(expected);
  });

  it('recognises an ApiError from another copy of the module', () => {
    const foreign = Object.assign(new Error('x'), { [Symbol.for('table-order.api-error')]: true });
    expect(isApiError(foreign)).toBe(true);
  });
});

describe('isAborted', () => {
  it('is true only for an aborted ApiError', () => {
    expect(isAborted(new ApiError('aborted', 'shopInfo'))).toBe(true);
    expect(isAborted(new ApiError('offline', 'shopInfo'))).toBe(false);
    expect(isAborted(new DOMException('x', 'AbortError'))).toBe(false);
  });
});

describe('attempt', () => {
  it('wraps a value', async () => {
    expect(await attempt(Promise.resolve(3))).toEqual({ ok: true, value: 3 });
  });

  it('wraps an ApiError', async () => {
    const error = new ApiError('timeout', 'shopInfo');
    expect(await attempt(Promise.reject(error))).toEqual({ ok: false, error });
  });

  it('rethrows anything else, which is a bug', async () => {
    await expect(attempt(Promise.reject(new RangeError('bug')))).rejects.toThrow(RangeError);
  });
});

describe('ApiError', () => {
  it('says what failed in its message', () => {
    const error = new ApiError('http', 'shopInfo', { status: 404, service: { code: 'no_shop', message: 'No shop 7' } });
    expect(error.message).toBe('shopInfo: http 404 no_shop: No shop 7');
    expect(error.name).toBe('ApiError');
  });
});
