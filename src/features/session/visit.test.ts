import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { sendVisitRecord } from './visit.ts';

let page: EventTarget;
let online: boolean;

beforeEach(() => {
  page = new EventTarget();
  online = true;
  vi.stubGlobal('window', page);
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sendVisitRecord', () => {
  it('sends the record once when the service takes it', async () => {
    const send = vi.fn(async () => undefined);
    await sendVisitRecord('/1/2', send, 'key-1');
    expect(send).toHaveBeenCalledWith('/1/2', 'key-1');
    page.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('offline, sends it again with the same key once the connection is back, and again after a second drop', async () => {
    online = false;
    const send = vi
      .fn<(url: string, key: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError('offline', 'history'))
      .mockRejectedValueOnce(new ApiError('offline', 'history'))
      .mockResolvedValue(undefined);
    await sendVisitRecord('/1/2', send, 'key-1');
    expect(send).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    page.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1', 'key-1']);
    page.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a refusal by the service', new ApiError('http', 'history', { status: 400 })],
    ['a timeout while the phone says it is online', new ApiError('timeout', 'history')],
    ['no answer while the phone says it is online', new ApiError('offline', 'history')],
  ])('gives up on %s and says so in the console', async (_, failure) => {
    const send = vi.fn(async () => Promise.reject(failure));
    await sendVisitRecord('/1/2', send, 'key-1');
    page.dispatchEvent(new Event('online'));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith('visit not recorded', failure);
  });
});
