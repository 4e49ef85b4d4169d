import { describe, expect, it } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core';
import { givenUpPictures } from './given-up-pictures.ts';

const URL_A = 'https://app.example/img/menu/1/101.png?w=176&fm=avif';
const URL_B = 'https://app.example/img/menu/1/102.png?w=176&fm=avif';

type Plugin = Required<Pick<WorkboxPlugin, 'requestWillFetch' | 'fetchDidSucceed' | 'fetchDidFail'>>;

/** What Workbox hands the plugin for one picture a page asked for: the event and a state of its own. */
function pictureFetch(plugin: WorkboxPlugin, clientId: string, url: string) {
  const request = new Request(url);
  const event = { clientId, request } as unknown as ExtendableEvent;
  const state = {};
  const { requestWillFetch, fetchDidSucceed, fetchDidFail } = plugin as Plugin;
  return {
    request,
    sent: requestWillFetch({ request, event, state }),
    answered: () => fetchDidSucceed({ request, response: new Response('picture'), event, state }),
    failed: () => fetchDidFail({ request, originalRequest: request, error: new Error('offline'), event, state }),
  };
}

describe('givenUpPictures', () => {
  it('stops the fetch of an address the page gave up, and only that page’s', async () => {
    const pictures = givenUpPictures();
    const mine = pictureFetch(pictures.plugin, 'page-1', URL_A);
    const other = pictureFetch(pictures.plugin, 'page-1', URL_B);
    const anotherPage = pictureFetch(pictures.plugin, 'page-2', URL_A);
    const [sent, sentOther, sentElsewhere] = await Promise.all([mine.sent, other.sent, anotherPage.sent]);
    expect(pictures.openCount()).toBe(3);

    expect(pictures.giveUp('page-1', [URL_A])).toBe(1);
    expect(sent.signal.aborted).toBe(true);
    expect(pictures.wasGivenUp(mine.request)).toBe(true);
    expect(sentOther.signal.aborted).toBe(false);
    expect(sentElsewhere.signal.aborted).toBe(false);
    expect(pictures.wasGivenUp(anotherPage.request)).toBe(false);
  });

  it('leaves a fetch whose answer has begun, or that failed, alone', async () => {
    const pictures = givenUpPictures();
    const answered = pictureFetch(pictures.plugin, 'page-1', URL_A);
    const failed = pictureFetch(pictures.plugin, 'page-1', URL_B);
    const [sent, sentFailed] = await Promise.all([answered.sent, failed.sent]);
    await answered.answered();
    await failed.failed();
    expect(pictures.openCount()).toBe(0);
    expect(pictures.giveUp('page-1', [URL_A, URL_B])).toBe(0);
    expect(sent.signal.aborted).toBe(false);
    expect(sentFailed.signal.aborted).toBe(false);
  });

  it('stops every fetch of the address for that page, and has nothing to stop once it did', async () => {
    const pictures = givenUpPictures();
    const first = pictureFetch(pictures.plugin, 'page-1', URL_A);
    const second = pictureFetch(pictures.plugin, 'page-1', URL_A);
    const [a, b] = await Promise.all([first.sent, second.sent]);
    expect(pictures.giveUp('page-1', [URL_A, URL_B])).toBe(2);
    expect(a.signal.aborted && b.signal.aborted).toBe(true);
    expect(pictures.giveUp('page-1', [URL_A])).toBe(0);
  });

  it('passes through a fetch no page asked for (a picture put in the cache for the page)', async () => {
    const pictures = givenUpPictures();
    const request = new Request(URL_A);
    const event = { data: { type: 'CACHE_URLS' } } as unknown as ExtendableEvent;
    const sent = await (pictures.plugin as Plugin).requestWillFetch({ request, event, state: {} });
    expect(sent).toBe(request);
    expect(pictures.openCount()).toBe(0);
  });
});
