import { describe, expect, it } from 'vitest';
import { type Box, toastLift } from './toast-placement.ts';

// A 320 × 640 screen; the toast rests 24 px above the bottom, 44 px tall, 40 px in from each side.
const rest: Box = { top: 572, bottom: 616, left: 40, right: 280 };
const bar = (top: number, bottom = 640): Box => ({ top, bottom, left: 0, right: 320 });
const lift = (actions: Box[], minTop = 56) => toastLift({ rest, actions, minTop, gap: 8 });

describe('toastLift', () => {
  it.each<[string, Box[], number]>([
    ['nothing on screen: it stays at rest', [], 0],
    ['a bar lower than the toast with room to spare: it stays', [bar(628)], 0],
    ['a one-button bar it would cover: it sits 8 px above the bar', [bar(564)], 616 - 556],
    ['a tall bar of two stacked buttons: above both', [bar(508)], 616 - 500],
    ['a pay button in the middle of a short page: above it', [bar(540, 600)], 616 - 532],
    ['an action above its resting place is left alone', [bar(300, 348)], 0],
    ['a zero-size (hidden) action is ignored', [{ top: 580, bottom: 580, left: 0, right: 320 }], 0],
    ['an action beside the toast, not under it, is ignored', [{ top: 560, bottom: 640, left: 290, right: 320 }], 0],
    // Moved above the bar, it would cover a button just above: it goes above that one too.
    ['two actions stacked with a gap too small for the toast', [bar(564), bar(480, 540)], 616 - 472],
  ])('%s', (_rule, actions, expected) => {
    expect(lift(actions)).toBe(expected);
  });

  it('never lifts the toast above the navbar, however tall the actions below it', () => {
    expect(lift([bar(40)], 56)).toBe(616 - (56 + 44));
  });

  it('is never negative', () => {
    expect(lift([bar(700, 760)])).toBe(0);
  });
});
