import { describe, expect, it } from 'vitest';
import { showsTabToggle, TAB_TOGGLE_POS_CODES, visibleTabs } from './tabs.ts';

describe('showsTabToggle', () => {
  it.each(TAB_TOGGLE_POS_CODES.map((code) => [code]))(
    'shows the toggle for pos code %s without a gateway',
    (posCode) => {
      expect(showsTabToggle({ posCode, pgCode: null, deliveryPgCode: null }, { delivery: false })).toBe(true);
    },
  );

  it.each<[string, string | null | undefined, string | null | undefined, boolean]>([
    ['a listed pos code with a gateway hides it', 'okpos', 'smartro', false],
    ['an empty pgCode counts as no gateway', 'okpos', '', true],
    ['a blank pgCode counts as no gateway', 'union', '  ', true],
    ['an unlisted pos code hides it', 'posbank', null, false],
    ['no pos code hides it', null, null, false],
    ['an empty pos code hides it', '', undefined, false],
    ['pos codes compare without case', 'OKPOS', null, true],
    ['pos codes compare without surrounding spaces', ' npos ', null, true],
  ])('%s', (_rule, posCode, pgCode, expected) => {
    expect(showsTabToggle({ posCode, pgCode, deliveryPgCode: null }, { delivery: false })).toBe(expected);
  });

  it.each<[string, string | null, string | null, boolean, boolean]>([
    ['a delivery table of a shop with only a delivery gateway: no toggle', null, 'nice', true, false],
    ['a delivery table of a shop with only a dine-in gateway: toggle', 'smartro', null, true, true],
    ['a dine-in table of a shop with only a delivery gateway: toggle', null, 'nice', false, true],
  ])('%s', (_rule, pgCode, deliveryPgCode, delivery, expected) => {
    expect(showsTabToggle({ posCode: 'okpos', pgCode, deliveryPgCode }, { delivery })).toBe(expected);
  });
});

describe('visibleTabs', () => {
  it.each([
    ['okpos', null, ['orderHistory', 'orderStatus']],
    ['okpos', 'nice', ['orderHistory']],
    ['other', null, ['orderHistory']],
  ])('pos %s, pg %s → %j', (posCode, pgCode, expected) => {
    expect(visibleTabs({ posCode, pgCode, deliveryPgCode: null }, null)).toEqual(expected);
  });
});
