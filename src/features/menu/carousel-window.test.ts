import { describe, expect, it } from 'vitest';
import { slideAtStart, slidesWithCards } from './carousel-window.ts';

describe('slidesWithCards: the cards in the carousel stay about the same whatever the number of slides', () => {
  it.each([
    { case: 'at the start: the slides in view and those a step ahead', position: 0, count: 79, cards: [0, 4] },
    { case: 'further on: two behind for a step back', position: 10, count: 79, cards: [8, 14] },
    { case: 'at the end: no slide past the last', position: 77, count: 79, cards: [75, 78] },
    { case: 'a short carousel holds every card', position: 0, count: 3, cards: [0, 2] },
    { case: 'a position keen-slider reports between two slides rounds', position: 3.6, count: 79, cards: [2, 8] },
    { case: 'a position past the end stays on the last slide', position: 120, count: 79, cards: [76, 78] },
    { case: 'a position before the start stays on the first', position: -2, count: 79, cards: [0, 4] },
    { case: 'no slides, no cards', position: 0, count: 0, cards: [0, -1] },
  ])('$case', ({ position, count, cards }) => {
    expect(slidesWithCards(position, count)).toEqual(cards);
  });
});

describe('slideAtStart: the first slide in view of the native strip', () => {
  it.each([
    { case: 'at the start', scrolled: 0, step: 130, count: 79, first: 0 },
    { case: 'snapped on the fourth slide', scrolled: 390, step: 130, count: 79, first: 3 },
    { case: 'half way between two slides rounds', scrolled: 455, step: 130, count: 79, first: 4 },
    { case: 'right to left: the scroll offset is negative', scrolled: -390, step: 130, count: 79, first: 3 },
    { case: 'never past the last slide', scrolled: 99_999, step: 130, count: 79, first: 78 },
    { case: 'no slide laid out yet', scrolled: 200, step: 0, count: 79, first: 0 },
  ])('$case', ({ scrolled, step, count, first }) => {
    expect(slideAtStart(scrolled, step, count)).toBe(first);
  });
});
