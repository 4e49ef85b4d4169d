import { chickenShop } from './chicken.ts';
import { bunsikShop, hanoiShop, laShop } from './counter-shops.ts';
import { seedGroups } from './groups.ts';
import { hanokShop } from './hanok.ts';
import { hostileGroup, hostileShop } from './hostile.ts';
import { closedShop, gukbapShop, pochaShop } from './hours-shops.ts';
import { largeShop } from './large.ts';
import type { Seed } from './types.ts';
import { waitingShops } from './waiting-shops.ts';

/** The `/phone` call's one known customer. */
export const DEMO_PHONE_UUID = '5f0c6a2e-8b1d-4c3a-9e7f-2d4b6a8c0e1f';

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
      ...waitingShops(),
      hostileShop(),
    ],
    groups: [...seedGroups(), hostileGroup()],
    phones: { [DEMO_PHONE_UUID]: '01012345678' },
  };
}
