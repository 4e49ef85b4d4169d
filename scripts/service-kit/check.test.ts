/**
 * The conformance check against the demo service on a real socket: the healthy service passes
 * every line, CORS included; a service that answers one call with the wrong shape, or has no CORS
 * for the app's origin, fails with the call named, and the command exits non-zero.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../server/app.ts';
import { CALLS } from '../../src/api/contract/calls.ts';
import { checkService } from './check.ts';

const APP_ORIGIN = 'https://order.example.com';
let api = '';
let demo = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = createDemoApp({ secret: 'check-test', corsOrigins: [APP_ORIGIN] });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  demo = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = `${demo}/api`;
  close = () => server.close();
});
afterAll(() => close());
beforeEach(async () => {
  await fetch(`${demo}/__demo/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
});

async function tokenFor(shopSeq: number, tableNum: number): Promise<string> {
  const res = await fetch(`${demo}/__demo/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shopSeq, tableNum }),
  });
  return ((await res.json()) as { token: string }).token;
}

const options = async (shop = 3, table = 1) => ({
  api,
  token: await tokenFor(shop, table),
  shop,
  table,
  origin: APP_ORIGIN,
  group: null,
  placeTestOrder: true,
});

describe('check:service against the demo service', () => {
  it('passes every line, with a line for every call of the contract', async () => {
    const lines = await checkService(await options());
    expect(lines.filter((line) => line.outcome === 'fail')).toEqual([]);
    const calls = new Set(lines.map((line) => line.call));
    for (const name of Object.keys(CALLS)) expect(calls, name).toContain(name);
    expect(lines.find((line) => line.call === 'placeOrder')?.outcome).toBe('ok');
    expect(lines.find((line) => line.call === 'orderCancel')?.detail).toMatch(/cancelled; CORS ok$/);
    expect(lines.filter((line) => line.call === 'error body').map((line) => line.outcome)).toEqual(['ok', 'ok']);
  });

  it('leaves a card table’s test order unpaid and sees the result pending', async () => {
    const lines = await checkService(await options(1, 1));
    expect(lines.filter((line) => line.outcome === 'fail')).toEqual([]);
    expect(lines.find((line) => line.call === 'paymentResult')?.detail).toMatch(/^204/);
  });

  it('checks both extensions on a table that advertises them: reads, the event stream and an op round trip', async () => {
    const lines = await checkService(await options(1, 7));
    expect(lines.filter((line) => line.outcome === 'fail')).toEqual([]);
    const of = (call: string) => lines.filter((line) => line.call === call).map((line) => [line.outcome, line.detail]);
    expect(of('staffCallState')).toEqual([['ok', expect.stringMatching(/^200, 0 recent calls/)]]);
    expect(of('staffCall')).toEqual([['skip', expect.stringMatching(/call a member of staff/)]]);
    expect(of('tableCart')).toEqual([['ok', expect.stringMatching(/^200, version 0, 0 lines, guest 1/)]]);
    expect(of('tableCart events')).toEqual([
      ['ok', expect.stringMatching(/^200 text\/event-stream, first event at version 0/)],
    ]);
    expect(of('tableCartOps')).toEqual([
      ['ok', expect.stringMatching(/^added, repeated \(same outcome, version 1\) and removed \(version 2\)/)],
    ]);
    const carts = async () =>
      (
        (await (await fetch(`${demo}/__demo/table-carts?shopSeq=1&tableNum=7`)).json()) as {
          carts: { lines: unknown[]; opsApplied: number; listeners: number }[];
        }
      ).carts;
    expect((await carts()).map((cart) => [cart.lines.length, cart.opsApplied])).toEqual([[0, 2]]);
    // The check's event stream, closed by the check, is let go by the service over a real socket.
    await expect.poll(async () => (await carts())[0]?.listeners).toBe(0);
  });

  it('skips the extensions a table does not advertise, and the op round trip without --place-test-order', async () => {
    const plain = await checkService({ ...(await options(3, 1)), placeTestOrder: false });
    for (const call of ['staffCall', 'staffCallState', 'tableCart', 'tableCartOps']) {
      expect(plain.find((line) => line.call === call)).toMatchObject({
        outcome: 'skip',
        detail: expect.stringMatching(/does not advertise extensions\.(staffCall|tableCart)/),
      });
    }
    const shared = await checkService({ ...(await options(3, 7)), placeTestOrder: false });
    expect(shared.find((line) => line.call === 'tableCart')?.outcome).toBe('ok');
    expect(shared.find((line) => line.call === 'tableCartOps')).toMatchObject({
      outcome: 'skip',
      detail: expect.stringMatching(/needs --place-test-order/),
    });
  });

  it('fails the table cart when the service answers it with the wrong shape', async () => {
    await fetch(`${demo}/__demo/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/table/cart', method: 'GET', wrongShape: true }),
    });
    const lines = await checkService({ ...(await options(3, 7)), placeTestOrder: false });
    expect(lines.find((line) => line.call === 'tableCart')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/breaks the contract/),
    });
    await fetch(`${demo}/__demo/fault`, { method: 'DELETE' });
  });

  it('fails the session check with a token of another table', async () => {
    const lines = await checkService({ ...(await options()), token: await tokenFor(3, 2), placeTestOrder: false });
    expect(lines.find((line) => line.call === 'sessionCheck')).toMatchObject({ outcome: 'fail' });
  });

  it('fails every call whose answers a browser on another origin could not read', async () => {
    const lines = await checkService({
      ...(await options()),
      origin: 'https://elsewhere.example',
      placeTestOrder: false,
    });
    expect(lines.find((line) => line.call === 'shopInfo')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringContaining('no Access-Control-Allow-Origin'),
    });
  });

  it('fails the call a broken service answers with the wrong shape, naming it, and exits non-zero', async () => {
    await fetch(`${demo}/__demo/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/shop/waiting', method: 'GET', wrongShape: true }),
    });
    const token = await tokenFor(3, 1);
    const args = ['--api', api, '--token', token, '--shop', '3', '--table', '1', '--origin', APP_ORIGIN];
    // Asynchronous: the service under check answers from this very process.
    const run = await promisify(execFile)('node_modules/.bin/tsx', ['scripts/service-kit/check-cli.ts', ...args], {
      encoding: 'utf8',
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(run.code).toBe(1);
    const failed = run.stdout.split('\n').filter((line) => line.startsWith('fail'));
    expect(failed).toEqual([
      expect.stringMatching(/^fail\s+shopWaiting\s+GET\s+\/shop\/waiting\s+breaks the contract: waitingCount/),
    ]);
    expect(run.stdout).toMatch(/FAILED: shopWaiting$/m);
    // A command of its own: tsx starts in a few seconds on a busy machine.
  }, 60_000);
});
