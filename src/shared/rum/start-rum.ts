/**
 * Field figures, loaded only when the build names an endpoint (`VITE_RUM_ENDPOINT`) and only once
 * the first screen is up: Core Web Vitals with the web-vitals attribution build, and errors nothing
 * caught, sent by `navigator.sendBeacon` in batches (rum-event.ts says what a beacon may carry).
 * The metrics are read from the browser's buffered entries, so starting late loses none of them.
 */
import { type MetricWithAttribution, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { addressOf, createBatcher, pageOf, plainAttribution, scrub } from './rum-event.ts';

export function startRum(endpoint: string): void {
  const origin = window.location.origin;
  const batcher = createBatcher((body) => navigator.sendBeacon(endpoint, body));
  const page = () => pageOf(window.location.pathname);

  const report = (metric: MetricWithAttribution) =>
    batcher.add({
      kind: 'vital',
      name: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
      rating: metric.rating,
      navigationType: metric.navigationType,
      page: page(),
      attribution: plainAttribution(metric.attribution, origin),
    });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);

  window.addEventListener('error', (event) =>
    batcher.add({
      kind: 'error',
      message: scrub(String(event.message)),
      source: addressOf(event.filename, origin),
      line: event.lineno,
      column: event.colno,
      page: page(),
    }),
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    batcher.add({
      kind: 'error',
      message: scrub(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)),
      source: '',
      line: 0,
      column: 0,
      page: page(),
    });
  });
  // web-vitals reports the last values when the page is hidden; the batch goes right after them.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queueMicrotask(batcher.flush);
  });
  window.addEventListener('pagehide', () => batcher.flush());
  // A mark in the page's performance timeline: traces (and the journeys) see when measuring began.
  performance.mark(RUM_STARTED_MARK);
}

export const RUM_STARTED_MARK = 'field-figures-started';
