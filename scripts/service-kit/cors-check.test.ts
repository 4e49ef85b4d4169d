import { describe, expect, it } from 'vitest';
import { answerOriginProblem, preflightProblem } from './cors-check.ts';

const APP = 'https://order.example.com';
const ALL = 'Authorization, Idempotency-Key, Content-Type';

function preflight(headers: Record<string, string>, status = 204): Response {
  return new Response(null, { status, headers });
}

describe('what a browser on the app’s origin needs', () => {
  it.each([
    [
      'the origin, PUT and every header named',
      {
        'access-control-allow-origin': APP,
        'access-control-allow-methods': 'GET, POST, PUT',
        'access-control-allow-headers': ALL,
      },
      'PUT',
      null,
    ],
    [
      'any origin, methods and headers by wildcard with Authorization named',
      {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': '*',
        'access-control-allow-headers': '*, authorization',
      },
      'PUT',
      null,
    ],
    ['no origin', { 'access-control-allow-headers': ALL }, 'GET', /no Access-Control-Allow-Origin/],
    [
      'another origin',
      { 'access-control-allow-origin': 'https://x.example', 'access-control-allow-headers': ALL },
      'GET',
      /is https:\/\/x\.example/,
    ],
    [
      'a wildcard for headers, which never covers Authorization',
      { 'access-control-allow-origin': APP, 'access-control-allow-headers': '*' },
      'GET',
      /lacks authorization$/,
    ],
    [
      'no Idempotency-Key',
      { 'access-control-allow-origin': APP, 'access-control-allow-headers': 'authorization, content-type' },
      'POST',
      /lacks idempotency-key/,
    ],
    [
      'PUT not allowed (GET and POST need no listing)',
      {
        'access-control-allow-origin': APP,
        'access-control-allow-headers': ALL,
        'access-control-allow-methods': 'GET, POST',
      },
      'PUT',
      /lacks PUT/,
    ],
  ])('%s', (_, headers, method, expected) => {
    const problem = preflightProblem(preflight(headers), APP, method);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it('a preflight refused with a status fails whatever its headers', () => {
    expect(preflightProblem(preflight({ 'access-control-allow-origin': APP }, 405), APP, 'GET')).toMatch(/405/);
  });

  it('an answer is readable with the origin or *', () => {
    expect(answerOriginProblem(new Headers({ 'access-control-allow-origin': APP }), APP)).toBeNull();
    expect(answerOriginProblem(new Headers({ 'access-control-allow-origin': '*' }), APP)).toBeNull();
    expect(answerOriginProblem(new Headers(), APP)).toMatch(/hides the answer/);
  });
});
