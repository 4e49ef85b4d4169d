import { chickenShop } from './chicken.ts';
import { bunsikShop, hanoiShop, laShop } from './counter-shops.ts';
import { seedGroups } from './groups.ts';
import { hanokShop } from './hanok.ts';
import { hostileGroup, hostileShop } from './hostile.ts';
import { closedShop, gukbapShop, pochaShop } from './hours-shops.ts';
import { largeShop, SIZED_SHOPS, sizedShop } from './large.ts';
import type { Seed, SeedShop } from './types.ts';
import { waitingShops } from './waiting-shops.ts';

/** The `/phone` call's one known customer. */
export const DEMO_PHONE_UUID = '5f0c6a2e-8b1d-4c3a-9e7f-2d4b6a8c0e1f';

let sized: SeedShop[] | null = null;

/**
 * The sized food courts are built once per process and shared by every reset: the service never
 * changes a seeded shop, and building 4,900 menus on each reset would slow every journey's reset.
 */
function sizedShops(): SeedShop[] {
  sized ??= SIZED_SHOPS.map(({ shopSeq, menus }) => sizedShop(shopSeq, menus));
  return sized;
}

/** A fresh copy of all demo data; the service calls it on start and on every reset. */
export function createSeed(): Seed {
  return {
    shops: [
      hanokShop(),
      chickenShop(),
      bunsikShop(),
      laShop(),
      hanoiShop(),
      gukbapShop(),
      pochaShop(),
      closedShop(),
      largeShop(),
      ...sizedShops(),
      ...waitingShops(),
      hostileShop(),
    ],
    groups: [...seedGroups(), hostileGroup()],
    phones: { [DEMO_PHONE_UUID]: '01012345678' },
  };
}
