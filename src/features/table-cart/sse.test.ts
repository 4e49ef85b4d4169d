import { describe, expect, it } from 'vitest';
import { parseSse } from './sse.ts';

describe('parseSse', () => {
  it.each([
    ['one whole event', 'event: cart\ndata: {"a":1}\n\n', [{ event: 'cart', data: '{"a":1}' }], ''],
    ['an unfinished tail is kept', 'event: cart\ndata: {}\n\nevent: ca', [{ event: 'cart', data: '{}' }], 'event: ca'],
    ['nothing complete yet', 'event: cart\ndata: {', [], 'event: cart\ndata: {'],
    ['keep-alive comments are skipped', ': ping\n\nevent: cart\ndata: 1\n\n', [{ event: 'cart', data: '1' }], ''],
    ['CRLF line ends', 'event: cart\r\ndata: 2\r\n\r\n', [{ event: 'cart', data: '2' }], ''],
    ['data lines are joined', 'data: a\ndata: b\n\n', [{ event: 'message', data: 'a\nb' }], ''],
    ['an event without data is no event', 'event: cart\n\n', [], ''],
  ])('%s', (_name, text, events, rest) => {
    expect(parseSse(text)).toEqual({ events, rest });
  });

  it('reads an event split over two chunks once', () => {
    const first = parseSse('event: cart\nda');
    expect(first.events).toEqual([]);
    expect(parseSse(`${first.rest}ta: 3\n\n`).events).toEqual([{ event: 'cart', data: '3' }]);
  });
});
