/**
 * A stand-in for a deployer's field-figures collector (docs/field-figures.md): it keeps the
 * beacons the app sends to `/rum`, so tests and demos can read them back from `/__demo/received`.
 * Beacons are text/plain JSON (`navigator.sendBeacon` with a string); what is not JSON is dropped.
 */
import type { Hono } from 'hono';
import type { DemoContext } from './context.ts';

/** A beacon larger than this is not one of ours. */
const BEACON_LIMIT_BYTES = 64 * 1024;
/** The collector keeps the latest batches only: a demo left running does not grow without end. */
const KEPT_BATCHES = 200;

export function rumCollector(app: Hono, ctx: DemoContext): void {
  app.post('/rum', async (c) => {
    const text = await c.req.text();
    if (text.length > BEACON_LIMIT_BYTES) return c.body(null, 413);
    try {
      const batch: unknown = JSON.parse(text);
      const kept = ctx.state.received.rum;
      kept.push(batch);
      if (kept.length > KEPT_BATCHES) kept.splice(0, kept.length - KEPT_BATCHES);
    } catch {
      return c.body(null, 400);
    }
    return c.body(null, 204);
  });
}
