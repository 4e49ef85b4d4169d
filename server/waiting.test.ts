/** The waiting list through its calls and its control endpoints. */
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { WaitingRegistration } from '../src/api/contract/entities.ts';
import { makeApp, postJson } from './test-support.ts';

async function register(app: Hono, shopSeq = 10, party = { adultCount: 2, kidCount: 1 }) {
  return postJson(app, '/api/shop/waiting', { shopSeq, userPhoneNumber: '01098765432', ...party });
}

async function detail(app: Hono, uuid: string): Promise<WaitingRegistration> {
  return (await app.request(`/api/shop/waiting/${uuid}`)).json() as Promise<WaitingRegistration>;
}

async function waitingCount(app: Hono, shopSeq = 10): Promise<number> {
  return (await (await app.request(`/api/shop/waiting?shopSeq=${shopSeq}`)).json()).waitingCount;
}

describe('waiting registration', () => {
  it('answers an unguessable id as text and queues the party behind the seeded ones', async () => {
    const app = makeApp();
    const res = await register(app);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const uuid = await res.text();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await detail(app, uuid)).toEqual({
      shopName: '성수 브런치 카페',
      waitingOrder: 4,
      waitingNumber: 4,
      waitingStatus: 'WAITING',
      adultCount: 2,
      kidCount: 1,
      openTime: '0000',
      closeTime: '2359',
    });
    expect(await waitingCount(app)).toBe(4);
  });

  it('moves everyone up when the first party enters, and counts only those still waiting', async () => {
    const app = makeApp();
    const uuid = await (await register(app)).text();
    const advanced = await postJson(app, '/__demo/waiting/advance', { shopSeq: 10 });
    expect((await advanced.json()).entered.waitingNumber).toBe(1);
    expect((await detail(app, uuid)).waitingOrder).toBe(3);
    expect(await waitingCount(app)).toBe(3);
  });

  it('answers a repeated registration key with the same id while it waits, and a new one after a cancel', async () => {
    const app = makeApp();
    const body = { shopSeq: 10, userPhoneNumber: '01098765432', adultCount: 2, kidCount: 1 };
    const headers = { 'Idempotency-Key': 'party-1' };
    const first = await (await postJson(app, '/api/shop/waiting', body, headers)).text();
    const again = await (await postJson(app, '/api/shop/waiting', body, headers)).text();
    expect(again).toBe(first);
    expect(await waitingCount(app)).toBe(4);
    await app.request(`/api/shop/waiting/${first}/cancel`, { method: 'PUT' });
    const later = await (await postJson(app, '/api/shop/waiting', body, headers)).text();
    expect(later).not.toBe(first);
  });

  it('cancels for anyone holding the id, and cancelling twice is fine', async () => {
    const app = makeApp();
    const uuid = await (await register(app)).text();
    expect((await app.request(`/api/shop/waiting/${uuid}/cancel`, { method: 'PUT' })).status).toBe(200);
    expect((await app.request(`/api/shop/waiting/${uuid}/cancel`, { method: 'PUT' })).status).toBe(200);
    expect(await detail(app, uuid)).toMatchObject({ waitingStatus: 'CANCEL', waitingOrder: 0 });
    expect(await waitingCount(app)).toBe(3);
  });

  it.each([
    [11, 'IMMEDIATE'],
    [12, 'UNAVAILABLE'],
    [13, 'CLOSED'],
    [1, 'no waiting list'],
  ])('refuses registration at shop %i (%s) with 409', async (shopSeq) => {
    expect((await register(makeApp(), shopSeq)).status).toBe(409);
  });

  it('opens registration when the control endpoint sets the status to AVAILABLE', async () => {
    const app = makeApp();
    await postJson(app, '/__demo/waiting/status', { shopSeq: 13, waitingStatus: 'AVAILABLE' });
    expect((await (await app.request('/api/shop/waiting?shopSeq=13')).json()).waitingStatus).toBe('AVAILABLE');
    expect((await register(app, 13, { adultCount: 0, kidCount: 0 })).status).toBe(200);
  });

  it('reads a shop without a waiting list as CLOSED with nobody waiting', async () => {
    const info = await (await makeApp().request('/api/shop/waiting?shopSeq=1')).json();
    expect(info).toMatchObject({ waitingStatus: 'CLOSED', waitingCount: 0 });
  });

  it.each([
    ['one adult', 1, 0, 200],
    ['eight people', 5, 3, 200],
    ['nine people', 5, 4, 422],
    ['only kids where adults are counted', 0, 2, 422],
  ])('judges a party of %s', async (_, adultCount, kidCount, status) => {
    expect((await register(makeApp(), 10, { adultCount, kidCount })).status).toBe(status);
  });

  it.each([
    ['kids only: kids alone', { useAdult: false, useKid: true }, 0, 3, 200],
    ['kids only: an adult it does not count', { useAdult: false, useKid: true }, 1, 2, 422],
    ['kids only: nobody', { useAdult: false, useKid: true }, 0, 0, 422],
    ['no counters: no count', { useAdult: false, useKid: false }, 0, 0, 200],
    ['no counters: a count it does not take', { useAdult: false, useKid: false }, 1, 0, 422],
  ])('a shop that counts %s', async (_, counters, adultCount, kidCount, status) => {
    const app = makeApp();
    await postJson(app, '/__demo/waiting/counters', { shopSeq: 10, ...counters });
    const info = await (await app.request('/api/shop/waiting?shopSeq=10')).json();
    expect(info).toMatchObject(counters);
    expect((await register(app, 10, { adultCount, kidCount })).status).toBe(status);
  });
});
