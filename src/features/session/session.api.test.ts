import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSession, postHistory } from './session.api.ts';

function stubFetch(answer: Response | Error) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input.clone());
      if (answer instanceof Error) throw answer;
      return answer.clone();
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkSession', () => {
  it.each([true, false])('answers what the service says (%s)', async (live) => {
    stubFetch(Response.json(live));
    expect(await checkSession(7, 3)).toBe(live);
  });

  it.each<[string, Response | Error, string]>([
    ['an HTTP failure', Response.json({ error: { code: 'x', message: 'y' } }, { status: 401 }), 'http'],
    ['no network', new TypeError('Failed to fetch'), 'offline'],
  ])('throws on %s instead of answering false', async (_, answer, kind) => {
    stubFetch(answer);
    await expect(checkSession(7, 3)).rejects.toMatchObject({ kind });
  });
});

describe('postHistory', () => {
  it('sends the address with a fresh idempotency key each time', async () => {
    const requests = stubFetch(new Response(null, { status: 200 }));
    await postHistory('/7/3?token=t');
    await postHistory('/7/3?token=t');
    expect(await requests[0]!.json()).toEqual({ url: '/7/3?token=t' });
    const keys = requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('uses the key it is given, so a replay is recognised', async () => {
    const requests = stubFetch(new Response(null, { status: 200 }));
    await postHistory('/7/3', 'visit-1');
    expect(requests[0]!.headers.get('idempotency-key')).toBe('visit-1');
  });
});
