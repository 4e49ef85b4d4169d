/** The staff-call extension: who may call, idempotency, the per-reason limit, the staff page. */
import { describe, expect, it } from 'vitest';
import { STAFF_CALL_TOO_SOON } from '../src/api/contract/staff-call-limit.ts';
import { staffFormToken } from './staff-page.ts';
import { makeApp, NOW, postJson, SECRET, tokenFor } from './test-support.ts';

const call = (reason = 'water', tableNum = 7) => ({ shopSeq: 1, tableNum, reason, requestedAt: NOW.toISOString() });
const auth = (tableNum = 7) => ({ authorization: `Bearer ${tokenFor(1, tableNum)}` });

function appAt(clock: { now: Date }) {
  return makeApp(() => clock.now);
}

async function received(app: ReturnType<typeof makeApp>): Promise<unknown[]> {
  return ((await (await app.request('/__demo/received')).json()) as { staffCalls: unknown[] }).staffCalls;
}

describe('table info', () => {
  it.each([
    [7, { staffCall: true, tableCart: true }],
    [12, { staffCall: true }],
    [1, undefined],
  ])('table %i advertises %o', async (tableNum, extensions) => {
    const info = await (await makeApp().request(`/api/table/info?shopSeq=1&tableNum=${tableNum}`)).json();
    expect(info.extensions).toEqual(extensions);
  });
});

describe('POST /staff/call', () => {
  it('records a call once per Idempotency-Key and answers a repeat as the first', async () => {
    const app = makeApp();
    const headers = { ...auth(), 'idempotency-key': 'k-1' };
    const first = await postJson(app, '/api/staff/call', call(), headers);
    const again = await postJson(app, '/api/staff/call', call(), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const [a, b] = [await first.json(), await again.json()];
    expect(b).toEqual(a);
    expect(a).toMatchObject({ reason: 'water', status: 'waiting', answeredAt: null });
    expect(await received(app)).toHaveLength(1);
  });

  it.each([
    ['without a token', {}, 401, 'invalid_token'],
    ['with another table’s token', auth(8), 401, 'invalid_token'],
  ])('refuses a call %s', async (_, headers, status, code) => {
    const res = await postJson(makeApp(), '/api/staff/call', call(), headers);
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe(code);
  });

  it('answers 404 on a table that does not offer it', async () => {
    const res = await postJson(makeApp(), '/api/staff/call', call('water', 1), auth(1));
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('extension_not_offered');
  });

  it('refuses a second call for the same reason within the minute, with Retry-After, and takes it after', async () => {
    const clock = { now: NOW };
    const app = appAt(clock);
    expect((await postJson(app, '/api/staff/call', call(), { ...auth(), 'idempotency-key': 'a' })).status).toBe(201);
    clock.now = new Date(NOW.getTime() + 20_000);
    const refused = await postJson(app, '/api/staff/call', call(), { ...auth(), 'idempotency-key': 'b' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toMatchObject({ error: { code: STAFF_CALL_TOO_SOON } });
    // Another reason is free at once.
    expect((await postJson(app, '/api/staff/call', call('bill'), { ...auth(), 'idempotency-key': 'c' })).status).toBe(
      201,
    );
    // The refused key is not spent: the same message goes through once the minute is over.
    clock.now = new Date(NOW.getTime() + 60_000);
    expect((await postJson(app, '/api/staff/call', call(), { ...auth(), 'idempotency-key': 'b' })).status).toBe(201);
    expect(await received(app)).toHaveLength(3);
  });
});

describe('answering', () => {
  it('shows the answer in the table’s state, through the control endpoint', async () => {
    const app = makeApp();
    const placed = await (await postJson(app, '/api/staff/call', call(), auth())).json();
    const answer = await postJson(app, '/__demo/staff/answer', { callId: placed.callId });
    expect(answer.status).toBe(200);
    const state = await (await app.request('/api/staff/call?shopSeq=1&tableNum=7', { headers: auth() })).json();
    expect(state.calls).toEqual([expect.objectContaining({ callId: placed.callId, status: 'answered' })]);
  });

  it('lists calls on the staff page, escaped, under its own policy, and answers its form', async () => {
    const app = makeApp();
    const placed = await (await postJson(app, '/api/staff/call', call('bill'), auth())).json();
    const page = await app.request('/__demo/staff');
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(html).toContain('7번 테이블');
    expect(html).toContain(placed.callId);
    const form = new URLSearchParams({ callId: placed.callId, token: staffFormToken(SECRET) });
    const origin = 'http://localhost';
    const post = (body: URLSearchParams, headers: Record<string, string>) =>
      app.request(`${origin}/__demo/staff/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: body.toString(),
      });
    // Without our origin, or without the page's token, a form is refused.
    expect((await post(form, {})).status).toBe(415);
    expect((await post(form, { origin: 'http://evil.example' })).status).toBe(403);
    const forged = new URLSearchParams({ callId: placed.callId, token: 'guess' });
    expect((await post(forged, { origin })).status).toBe(403);
    const answered = await post(form, { origin });
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe('/__demo/staff');
    expect(await (await app.request('/__demo/staff')).text()).not.toContain('응답 · Answer');
  });
});

describe('the staff page', () => {
  it('shows a shop’s and a table’s names as text, never as markup', async () => {
    const { staffPageHtml } = await import('./staff-page.ts');
    const { createSeed } = await import('./seed/index.ts');
    const shop = createSeed().shops[0]!;
    const hostile = {
      ...shop,
      info: { ...shop.info, shopName: '<script>alert(1)</script>' },
      tables: [{ tableNum: 7, tableName: '"><img src=x onerror=alert(1)>', kind: 'dine-in' as const }],
    };
    const html = staffPageHtml(
      [
        {
          callId: 'c"1',
          shopSeq: shop.info.shopSeq,
          tableNum: 7,
          reason: 'water',
          requestedAt: NOW.toISOString(),
          receivedAt: NOW,
          answeredAt: null,
        },
      ],
      new Map([[shop.info.shopSeq, hostile]]),
      SECRET,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('value="c&#34;1"');
  });
});
