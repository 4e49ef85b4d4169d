import { describe, expect, it } from 'vitest';
import { createDemoApp } from './app.ts';
import { isLoopbackBind, isTrustedHost } from './control-guard.ts';

describe('isTrustedHost', () => {
  it.each<[string, boolean]>([
    ['localhost:4300', true],
    ['127.0.0.1:4300', true],
    ['192.168.0.12:4300', true],
    ['[::1]:4300', true],
    ['app.localhost', true],
    ['attacker.example:4300', false],
    ['127.0.0.1.attacker.example', false],
    ['999.1.1.1', false],
    ['', false],
  ])('%s → %s', (host, trusted) => {
    expect(isTrustedHost(host)).toBe(trusted);
  });
});

describe('isLoopbackBind', () => {
  it.each<[string, boolean]>([
    ['127.0.0.1', true],
    ['localhost', true],
    ['::1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.0.12', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackBind(host)).toBe(loopback);
  });
});

describe('the control endpoints', () => {
  const app = createDemoApp({ secret: 'test-secret' });
  const token = (headers: Record<string, string>, body = '{"shopSeq":1,"tableNum":1}') =>
    app.request('http://127.0.0.1:4300/__demo/token', { method: 'POST', headers, body });

  it('mint a token for JSON from no browser page (curl, the tests)', async () => {
    expect((await token({ 'content-type': 'application/json' })).status).toBe(200);
  });

  it('refuse a text/plain body, which a cross-site page may send without asking', async () => {
    expect((await token({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await token({})).status).toBe(415);
  });

  it('refuse another site, by Origin or by Sec-Fetch-Site', async () => {
    expect((await token({ 'content-type': 'application/json', origin: 'https://evil.example' })).status).toBe(403);
    expect((await token({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await token({ 'content-type': 'application/json', 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await token({ 'content-type': 'application/json', origin: 'http://127.0.0.1:4300' })).status).toBe(200);
  });

  it('refuse a rebound name in Host, even for reading the catalogue', async () => {
    const read = (host: string) => app.request('http://127.0.0.1:4300/__demo/catalogue', { headers: { host } });
    expect((await read('rebind.attacker.example:4300')).status).toBe(403);
    expect((await read('127.0.0.1:4300')).status).toBe(200);
  });
});
