import { describe, expect, it } from 'vitest';
import { categorySizes, LARGE_SEQ, largeShop, SIZED_SHOPS, sizedShop } from './large.ts';

describe('food courts by size: built like the large shop', () => {
  it.each([
    { total: 100, sizes: [14, 13, 14, 13, 14, 13, 14, 5] },
    { total: 27, sizes: [14, 13] },
    { total: 1, sizes: [1] },
  ])('$total menus come in categories of 14 and 13, the last one cut', ({ total, sizes }) => {
    expect(categorySizes(total)).toEqual(sizes);
  });

  it.each(SIZED_SHOPS)('shop $shopSeq has $menus menus, each with its own number and picture', ({ shopSeq, menus }) => {
    const shop = sizedShop(shopSeq, menus);
    const all = shop.categories.flatMap((category) => category.menus);
    expect(all).toHaveLength(menus);
    expect(new Set(all.map((menu) => menu.menuSeq)).size).toBe(menus);
    expect(all.every((menu) => menu.thumbnailPath === `menu/${shopSeq}/${menu.menuSeq}.png`)).toBe(true);
    expect(new Set(shop.categories.map((category) => category.categoryName)).size).toBe(shop.categories.length);
  });

  it('the large shop itself is unchanged: 405 menus in the 30 categories of the board', () => {
    const shop = largeShop();
    expect(shop.info.shopSeq).toBe(LARGE_SEQ);
    expect(shop.categories).toHaveLength(30);
    expect(shop.categories.flatMap((category) => category.menus)).toHaveLength(405);
    expect(shop.categories[0]?.menus[0]?.menuSeq).toBe(90001);
  });
});
