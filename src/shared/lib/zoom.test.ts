import { describe, expect, it } from 'vitest';
import { clampScale, MAX_SCALE, MIN_SCALE, rotateStep, zoomStep } from './zoom.ts';

describe('zoomStep', () => {
  it.each<[string, number, 1 | -1, number]>([
    ['zooms in by the rate of 1.2', 1, 1, 1.2],
    ['zooms out by the rate of 1.2', 1.2, -1, 1],
    ['stops at the largest scale of 7', 6.5, 1, MAX_SCALE],
    ['stops at the smallest scale of 0.2', 0.21, -1, MIN_SCALE],
  ])('%s', (_rule, scale, direction, expected) => {
    expect(zoomStep(scale, direction)).toBeCloseTo(expected);
  });
});

describe('clampScale', () => {
  it.each([
    [10, 7],
    [0.01, 0.2],
    [Number.NaN, 1],
  ])('keeps %s within the limits as %s', (scale, expected) => {
    expect(clampScale(scale)).toBe(expected);
  });
});

describe('rotateStep', () => {
  it.each([
    [0, 90],
    [270, 0],
  ])('turns %s degrees a quarter to %s', (from, to) => {
    expect(rotateStep(from)).toBe(to);
  });
});
