import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSession } from './session.api.ts';

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
