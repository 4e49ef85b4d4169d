import { describe, expect, it } from 'vitest';
import { barLayout, centredStart, linksToDraw, spanWidth } from './bar-window.ts';

/** 240 links of 80 px, 2 px apart: link i starts at 82 i. */
const LONG = barLayout(
  Array.from({ length: 240 }, () => 80),
  2,
);
const SHORT = barLayout([60, 70, 90, 50, 80, 100, 70, 60], 2);

describe('barLayout and spanWidth: where the links lie', () => {
  it('starts each link after the previous one and the gap', () => {
    expect(barLayout([60, 70, 90], 2).starts).toEqual([0, 62, 134]);
  });
  it.each([
    { case: 'one link', first: 2, last: 2, width: 90 },
    { case: 'three links and their two gaps', first: 0, last: 2, width: 224 },
    { case: 'no link', first: 3, last: 2, width: 0 },
  ])('$case', ({ first, last, width }) => {
    expect(spanWidth(barLayout([60, 70, 90], 2), first, last)).toBe(width);
  });
});

describe('linksToDraw: about the same number of links whatever the number of categories', () => {
  it.each([
    { case: 'a short bar draws every link', layout: SHORT, from: 0, to: 390, margin: 390, links: [0, 7] },
    {
      case: 'a long bar at its start: the view and a bar ahead',
      layout: LONG,
      from: 0,
      to: 390,
      margin: 390,
      links: [0, 9],
    },
    {
      case: 'a long bar far along: a bar behind, the view, a bar ahead',
      layout: LONG,
      from: 8200,
      to: 8590,
      margin: 390,
      links: [95, 109],
    },
    {
      case: 'at its end: nothing past the last link',
      layout: LONG,
      from: 19_290,
      to: 19_680,
      margin: 390,
      links: [230, 239],
    },
    { case: 'a link cut by the edge is drawn', layout: LONG, from: 100, to: 200, margin: 0, links: [1, 2] },
    { case: 'no links', layout: barLayout([], 2), from: 0, to: 390, margin: 390, links: [0, -1] },
  ])('$case', ({ layout, from, to, margin, links }) => {
    expect(linksToDraw(layout, from, to, margin)).toEqual(links);
  });

  it('draws the same number of links on a bar of 24 categories and one of 240', () => {
    const short = barLayout(
      Array.from({ length: 24 }, () => 80),
      2,
    );
    const [a, b] = linksToDraw(short, 820, 1210, 390);
    const [c, d] = linksToDraw(LONG, 8200, 8590, 390);
    expect(b - a).toBe(d - c);
  });
});

describe('centredStart: the current link in the middle of the bar', () => {
  it.each([
    { case: 'far along', index: 100, width: 390, start: 8200 - 155 },
    { case: 'near the start the bar cannot scroll before 0', index: 1, width: 390, start: 0 },
  ])('$case', ({ index, width, start }) => {
    expect(centredStart(LONG, index, width)).toBe(start);
  });
});
