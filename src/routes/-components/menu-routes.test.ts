import { describe, expect, it } from 'vitest';
import { opensScreenPastMenu } from './menu-routes.ts';

describe('opensScreenPastMenu', () => {
  it.each([
    ['the menu list', ['__root__', '/list/$shopSeq/$tableNum'], false],
    ['the scan link, on its way to the menu', ['__root__', '/$shopSeq/$tableNum/'], false],
    ['the root alone (an unknown address)', ['__root__'], false],
    ['a menu detail', ['__root__', '/$shopSeq/$tableNum/$menuSeq'], true],
    ['the cart', ['__root__', '/cart/$shopSeq/$tableNum'], true],
    ['the expired page', ['__root__', '/expired/$shopSeq/$tableNum'], true],
    ['the waiting list', ['__root__', '/waiting/$shopSeq'], true],
  ])('%s → %s', (_case, routeIds, expected) => {
    expect(opensScreenPastMenu(routeIds)).toBe(expected);
  });
});
