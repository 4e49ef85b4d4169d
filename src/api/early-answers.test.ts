import { describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, takeEarlyAnswer } from './early-answers.ts';
import type { EarlyAnswers } from './early-store.ts';

const URL_A = 'https://order.test/api/shopInfo?shopSeq=1';

function answers(authorization: string | null = 'Bearer t', sentAt = 0) {
  const response: Promise<Response | null> = Promise.resolve(new Response('{}'));
  const abandon = vi.fn();
  const map: EarlyAnswers = new Map([[`${URL_A}`, { authorization, response, sentAt, abandon }]]);
  return { map, response, abandon };
}

const get = (url = URL_A, headers: Record<string, string> = { authorization: 'Bearer t' }) =>
  new Request(url, { headers });

describe('takeEarlyAnswer', () => {
  it('answers the same call once, then leaves it to the network', () => {
    const { map, response, abandon } = answers();
    expect(takeEarlyAnswer(get(), map, 100)?.response).toBe(response);
    expect(takeEarlyAnswer(get(), map, 100)).toBeNull();
    expect(abandon).not.toHaveBeenCalled();
  });

  it('matches whatever order the query was written in', () => {
    const { map, response } = answers();
    map.set('https://order.test/api/session/check?shopSeq=1&tableNum=2', map.get(URL_A) as never);
    expect(takeEarlyAnswer(get('https://order.test/api/session/check?tableNum=2&shopSeq=1'), map, 1)?.response).toBe(
      response,
    );
  });

  it.each<[string, Request, number]>([
    ['another token', get(URL_A, { authorization: 'Bearer other' }), 1],
    ['no token', get(URL_A, {}), 1],
    ['an answer from too long ago', get(), EARLY_ANSWER_MAX_AGE_MS + 1],
    ['another call', get('https://order.test/api/category?shopSeq=1'), 1],
    ['a POST', new Request(URL_A, { method: 'POST', headers: { authorization: 'Bearer t' } }), 1],
  ])('does not use it for %s', (_, request, now) => {
    const { map } = answers();
    expect(takeEarlyAnswer(request, map, now)).toBeNull();
  });

  it.each<[string, Request, number]>([
    ['another token', get(URL_A, { authorization: 'Bearer other' }), 1],
    ['an answer from too long ago', get(), EARLY_ANSWER_MAX_AGE_MS + 1],
  ])('stops the request it will not use for %s, so the network path is not held up', (_, request, now) => {
    const { map, abandon } = answers();
    expect(takeEarlyAnswer(request, map, now)).toBeNull();
    expect(abandon).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the boot script sent nothing', () => {
    expect(takeEarlyAnswer(get(), undefined, 1)).toBeNull();
  });
});
