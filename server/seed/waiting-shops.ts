/**
 * Shops with a waiting list, one per waiting status, with and without the adult and kid counters.
 * Their hours span the whole day so the status they are seeded with is the one a visitor sees.
 */
import type { WaitingStatus } from '../../src/api/contract/entities.ts';
import { baseInfo, buildShop, dineInTables } from './build.ts';
import type { SeedShop, SeedWaiting } from './types.ts';

export const WAITING_AVAILABLE_SEQ = 10;
export const WAITING_IMMEDIATE_SEQ = 11;
export const WAITING_UNAVAILABLE_SEQ = 12;
export const WAITING_CLOSED_SEQ = 13;

interface WaitingShopDef {
  shopSeq: number;
  shopName: string;
  status: WaitingStatus;
  useAdult: boolean;
  useKid: boolean;
  queued?: SeedWaiting['queued'];
  menu: { seq: number; ko: string; en: string; price: number }[];
}

function waitingShop(def: WaitingShopDef): SeedShop {
  return buildShop({
    info: baseInfo({
      shopSeq: def.shopSeq,
      shopName: def.shopName,
      openTime: '0000',
      closeTime: '2359',
      posCode: 'union',
      address1: '서울특별시 성동구 연무장길 45',
    }),
    tables: dineInTables(1, 4),
    waiting: { status: def.status, useAdult: def.useAdult, useKid: def.useKid, queued: def.queued ?? [] },
    categories: [
      {
        id: 'menu',
        names: { ko: '메뉴', en: 'Menu' },
        menus: def.menu.map((item) => ({ seq: item.seq, names: { ko: item.ko, en: item.en }, price: item.price })),
      },
    ],
  });
}

export function waitingShops(): SeedShop[] {
  return [
    waitingShop({
      shopSeq: WAITING_AVAILABLE_SEQ,
      shopName: '성수 브런치 카페',
      status: 'AVAILABLE',
      useAdult: true,
      useKid: true,
      queued: [
        { phone: '01011112222', adultCount: 2, kidCount: 0 },
        { phone: '01033334444', adultCount: 2, kidCount: 1 },
        { phone: '01055556666', adultCount: 4, kidCount: 0 },
      ],
      menu: [
        { seq: 10001, ko: '에그 베네딕트', en: 'Eggs Benedict', price: 16000 },
        { seq: 10002, ko: '리코타 팬케이크', en: 'Ricotta pancakes', price: 15000 },
        { seq: 10003, ko: '아이스 아메리카노', en: 'Iced Americano', price: 5000 },
      ],
    }),
    waitingShop({
      shopSeq: WAITING_IMMEDIATE_SEQ,
      shopName: '을지로 노가리 골목집',
      status: 'IMMEDIATE',
      useAdult: true,
      useKid: false,
      menu: [
        { seq: 11001, ko: '노가리', en: 'Dried pollack', price: 4000 },
        { seq: 11002, ko: '생맥주 500cc', en: 'Draft beer 500 ml', price: 4500 },
      ],
    }),
    waitingShop({
      shopSeq: WAITING_UNAVAILABLE_SEQ,
      shopName: '망원 수제 돈까스',
      status: 'UNAVAILABLE',
      useAdult: true,
      useKid: true,
      queued: [{ phone: '01077778888', adultCount: 3, kidCount: 0 }],
      menu: [
        { seq: 12001, ko: '등심 돈까스', en: 'Pork loin cutlet', price: 13000 },
        { seq: 12002, ko: '치즈 돈까스', en: 'Cheese pork cutlet', price: 14000 },
      ],
    }),
    waitingShop({
      shopSeq: WAITING_CLOSED_SEQ,
      shopName: '연남 라멘',
      status: 'CLOSED',
      useAdult: false,
      useKid: false,
      menu: [
        { seq: 13001, ko: '돈코츠 라멘', en: 'Tonkotsu ramen', price: 12000 },
        { seq: 13002, ko: '교자', en: 'Gyoza', price: 6000 },
      ],
    }),
  ];
}
