/**
 * A reader of `text/event-stream` text as it arrives in chunks: complete events out, the
 * unfinished tail kept for the next chunk. Comments (keep-alives) and fields other than `event`
 * and `data` are skipped. Pure.
 */
export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParse {
  events: SseEvent[];
  /** Text after the last complete event. */
  rest: string;
}

/** @example parseSse('event: cart\ndata: {}\n\npartial') // { events: [{ event: 'cart', data: '{}' }], rest: 'partial' } */
export function parseSse(text: string): SseParse {
  const normalized = text.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}
