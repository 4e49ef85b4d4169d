/**
 * Shops that differ by when they take orders: break times (every day and chosen weekdays),
 * overnight hours, and one that is closed around the clock so the not-business-time warning can
 * be seen at any hour.
 */
import { baseInfo, buildShop, dineInTables } from './build.ts';
import type { SeedShop } from './types.ts';

export const GUKBAP_SEQ = 6;
export const POCHA_SEQ = 7;
export const CLOSED_SEQ = 8;

export function gukbapShop(): SeedShop {
  return buildShop({
    info: baseInfo({
      shopSeq: GUKBAP_SEQ,
      shopName: '할매 순대국밥',
      openTime: '0900',
      closeTime: '2200',
      posCode: 'npos',
      ownerName: '최할매',
      businessNumber: '456-78-90123',
      address1: '서울특별시 동대문구 왕산로 200',
      shopPhoneNumber: '02-966-0000',
    }),
    tables: dineInTables(1, 8),
    breakTimes: [
      { shopBreakTimeSeq: 61, dayOfWeek: 0, dayOfWeekList: null, startTime: '1500', endTime: '1630' },
      // Monday and Wednesday (Sunday is 1).
      { shopBreakTimeSeq: 62, dayOfWeek: 2, dayOfWeekList: [2, 4], startTime: '2000', endTime: '2100' },
      { shopBreakTimeSeq: 63, dayOfWeek: 7, dayOfWeekList: [7], startTime: '1100', endTime: '1130' },
    ],
    categories: [
      {
        id: 'gukbap',
        names: { ko: '국밥', en: 'Rice soups' },
        menus: [
          { seq: 6001, names: { ko: '순대국밥', en: 'Sundae rice soup' }, price: 9000, recommended: true },
          { seq: 6002, names: { ko: '돼지국밥', en: 'Pork rice soup' }, price: 9000 },
          { seq: 6003, names: { ko: '내장국밥', en: 'Offal rice soup' }, price: 10000 },
        ],
      },
      {
        id: 'plates',
        names: { ko: '수육', en: 'Boiled meat' },
        menus: [
          { seq: 6101, names: { ko: '수육 (소)', en: 'Boiled pork (small)' }, price: 20000 },
          { seq: 6102, names: { ko: '모둠 순대', en: 'Assorted sundae' }, price: 15000 },
        ],
      },
    ],
  });
}

export function pochaShop(): SeedShop {
  return buildShop({
    info: baseInfo({
      shopSeq: POCHA_SEQ,
      shopName: '을지로 심야포차',
      openTime: '1700',
      closeTime: '0300',
      posCode: 'meta',
      pg: 'NICE',
      pgCode: 'nice',
      ownerName: '정포차',
      businessNumber: '567-89-01234',
      address1: '서울특별시 중구 을지로 155',
      shopPhoneNumber: '02-2265-0000',
    }),
    tables: dineInTables(1, 10),
    categories: [
      {
        id: 'anju',
        names: { ko: '안주', en: 'Bar snacks' },
        menus: [
          { seq: 7001, names: { ko: '오뎅탕', en: 'Fish cake hot pot' }, price: 18000, recommended: true },
          { seq: 7002, names: { ko: '닭발', en: 'Spicy chicken feet' }, price: 20000, delaying: true },
          { seq: 7003, names: { ko: '골뱅이 무침', en: 'Spicy sea snail salad' }, price: 22000 },
          { seq: 7004, names: { ko: '계란말이', en: 'Rolled omelette' }, price: 12000 },
        ],
      },
      {
        id: 'drinks',
        names: { ko: '주류', en: 'Drinks' },
        menus: [
          { seq: 7101, names: { ko: '소주', en: 'Soju' }, price: 5000 },
          { seq: 7102, names: { ko: '생맥주 500cc', en: 'Draft beer 500 ml' }, price: 5000 },
        ],
      },
    ],
  });
}

export function closedShop(): SeedShop {
  return buildShop({
    info: baseInfo({
      shopSeq: CLOSED_SEQ,
      shopName: '오늘은 쉬어요 식당',
      // Open one minute a day, and that minute sits inside an all-day break: never orderable.
      openTime: '0300',
      closeTime: '0301',
      posCode: 'first',
      ownerName: '한휴무',
      businessNumber: '678-90-12345',
      address1: '서울특별시 중구 을지로 160',
    }),
    tables: dineInTables(1, 4),
    breakTimes: [{ shopBreakTimeSeq: 81, dayOfWeek: 0, dayOfWeekList: null, startTime: '0000', endTime: '2359' }],
    categories: [
      {
        id: 'meals',
        names: { ko: '식사', en: 'Meals' },
        menus: [
          { seq: 8001, names: { ko: '제육볶음', en: 'Spicy stir-fried pork' }, price: 10000 },
          { seq: 8002, names: { ko: '오징어볶음', en: 'Spicy stir-fried squid' }, price: 11000 },
        ],
      },
    ],
  });
}
