import { describe, expect, it } from 'vitest';
import { LIMITS } from '../src/api/contract/limits.ts';
import { ORDER_LIMIT_CODES } from '../src/api/contract/order-limits.ts';
import { BODY_LIMIT_BYTES } from './limits.ts';
import { counterOrderBody, makeApp, postJson } from './test-support.ts';

describe('request limits', () => {
  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['application/json', 200],
    ['application/json; charset=utf-8', 200],
  ])('a visit record sent as %s answers %i', async (type, status) => {
    const res = await makeApp().request('/api/history', {
      method: 'POST',
      headers: { 'content-type': type },
      body: JSON.stringify({ url: '/1/1' }),
    });
    expect(res.status).toBe(status);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await makeApp().request('/api/history', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT_BYTES + 20) },
      body: JSON.stringify({ url: `/${'x'.repeat(BODY_LIMIT_BYTES)}` }),
    });
    expect(res.status).toBe(413);
  });

  it('takes an order larger than 64 KB (orders may be up to 1 MB)', async () => {
    const app = makeApp();
    // Long enough to pass 64 KB; the schema's own limits then judge it, not the size check.
    const body = { ...counterOrderBody(), padding: 'x'.repeat(70_000) };
    const res = await postJson(app, '/api/order', body);
    expect(res.status).not.toBe(413);
  });
});

describe('length and count limits of an order', () => {
  const over = (max: number) => 'x'.repeat(max + 1);
  const at = (max: number) => 'x'.repeat(max);
  const line = (quantity: number, extra: Record<string, unknown> = {}) => ({
    menuSeq: 3001,
    quantity,
    optionUuids: [],
    totalPrice: 4000 * quantity,
    ...extra,
  });

  it.each([
    ['a request of 100 characters', 200, { requestText: at(LIMITS.requestText) }],
    ['a request of 101 characters', 422, { requestText: over(LIMITS.requestText) }],
    ['a line request of 101 characters', 422, { lines: [line(2, { requestText: over(LIMITS.requestText) })] }],
    ['a rider request of 101 characters', 422, { riderRequestText: over(LIMITS.requestText) }],
    ['an address of 200 characters', 200, { deliveryAddress: at(LIMITS.address) }],
    ['an address of 201 characters', 422, { deliveryAddress: over(LIMITS.address) }],
    ['an address detail of 201 characters', 422, { deliveryDetailAddress: over(LIMITS.address) }],
    ['a locale code of 17 characters', 422, { localeCode: over(LIMITS.localeCode) }],
    ['a token of 513 characters', 422, { tableToken: over(LIMITS.token) }],
    ['51 options on a line', 422, { lines: [line(2, { optionUuids: Array(LIMITS.optionsPerLine + 1).fill('o') })] }],
    ['an option id of 65 characters', 422, { lines: [line(2, { optionUuids: [over(LIMITS.id)] })] }],
  ])('%s answers %i', async (_name, status, overrides) => {
    const body = { ...counterOrderBody(), ...overrides };
    const res = await postJson(makeApp(), '/api/order', body);
    expect(res.status).toBe(status);
    if (status === 422) expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_body');
  });

  it('takes 99 of one menu over two lines', async () => {
    const lines = [line(50), line(49)];
    const res = await postJson(makeApp(), '/api/order', counterOrderBody(1, { lines, totalPrice: 4000 * 99 }));
    expect(res.status).toBe(200);
  });

  it('refuses 100 of one menu over two lines, naming the limit', async () => {
    const lines = [line(50), line(50)];
    const res = await postJson(makeApp(), '/api/order', counterOrderBody(1, { lines, totalPrice: 4000 * 100 }));
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe(ORDER_LIMIT_CODES.menuQuantity);
    expect(error.message).toContain('99');
  });

  it.each([
    [LIMITS.orderLines, 200],
    [LIMITS.orderLines + 1, 422],
  ])('an order of %i lines answers %i', async (count, status) => {
    // Two menus in turn, so that no menu comes near 99.
    const lines = Array.from({ length: count }, (_, i) =>
      i % 2 === 0 ? line(1) : line(1, { menuSeq: 3002, totalPrice: 5000 }),
    );
    const totalPrice = lines.reduce((sum, l) => sum + l.totalPrice, 0);
    const res = await postJson(makeApp(), '/api/order', counterOrderBody(1, { lines, totalPrice }));
    expect(res.status).toBe(status);
    if (status === 422) {
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe(ORDER_LIMIT_CODES.lines);
      expect(error.message).toContain(String(LIMITS.orderLines));
    }
  });
});
