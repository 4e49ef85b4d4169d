import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './after-page-load.ts';

let page: EventTarget;

function stubPage(readyState: DocumentReadyState) {
  page = new EventTarget();
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { readyState });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPageLoad', () => {
  it('runs at once on a page that has loaded', () => {
    stubPage('complete');
    const task = vi.fn();
    afterPageLoad(task, 3_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event, however long it takes, when no limit is named', () => {
    stubPage('interactive');
    const task = vi.fn();
    afterPageLoad(task);
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('load'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the load event when it comes first, and not again at the limit', () => {
    stubPage('loading');
    const task = vi.fn();
    afterPageLoad(task, 3_000);
    page.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(3_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the limit when a slow picture holds the load event back, and not again at the load', () => {
    stubPage('interactive');
    const task = vi.fn();
    afterPageLoad(task, 3_000);
    vi.advanceTimersByTime(2_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event('load'));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
