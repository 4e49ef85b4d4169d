/**
 * Shops that take payment at the counter (no gateway): the order-status tab shows for listed pos
 * codes (the snack bar, okpos; the Hanoi branch, easy) and hides for others (the LA grill).
 * They also carry the usd and vnd prices.
 */
import { baseInfo, buildShop, dineInTables, type GroupDef, withTableCart } from './build.ts';
import type { SeedShop } from './types.ts';

export const BUNSIK_SEQ = 3;
export const BUNSIK_TAKEOUT_TABLE = 9;
/** Tables whose service offers the shared table cart (a counter shop: ordering sends it to the kitchen at once). */
export const BUNSIK_TABLE_CART_TABLES = [7, 8] as const;
export const LA_SEQ = 4;
export const HANOI_SEQ = 5;

const RAMEN_ADDONS: GroupDef = {
  id: 'og-3-ramen',
  names: { ko: '라면 추가', en: 'Ramyeon add-ons' },
  max: 2,
  options: [
    { id: 'op-3-cheese', names: { ko: '치즈', en: 'Cheese' }, price: 500 },
    { id: 'op-3-egg', names: { ko: '계란', en: 'Egg' }, price: 500 },
    { id: 'op-3-dumpling', names: { ko: '만두', en: 'Dumplings' }, price: 1000 },
  ],
};

export function bunsikShop(): SeedShop {
  return buildShop({
    info: baseInfo({
      shopSeq: BUNSIK_SEQ,
      shopName: '을지로 분식',
      posCode: 'okpos',
      ownerName: '이분식',
      businessNumber: '345-67-89012',
      address1: '서울특별시 중구 을지로 150',
      address2: '2층',
      shopPhoneNumber: '02-2266-1234',
      reviewLink: 'https://map.kakao.com/?q=%EC%9D%84%EC%A7%80%EB%A1%9C%20%EB%B6%84%EC%8B%9D',
    }),
    tables: [
      ...withTableCart(dineInTables(1, 8), BUNSIK_TABLE_CART_TABLES),
      { tableNum: BUNSIK_TAKEOUT_TABLE, tableName: '포장', kind: 'takeout' },
    ],
    categories: [
      {
        id: 'gimbap',
        names: { ko: '김밥', en: 'Gimbap' },
        menus: [
          { seq: 3001, names: { ko: '야채김밥', en: 'Vegetable gimbap' }, price: 4000, recommended: true },
          { seq: 3002, names: { ko: '참치김밥', en: 'Tuna gimbap' }, price: 5000 },
          { seq: 3003, names: { ko: '돈까스김밥', en: 'Pork cutlet gimbap' }, price: 5500, soldOut: true },
        ],
      },
      {
        id: 'hot',
        names: { ko: '분식', en: 'Street food' },
        menus: [
          { seq: 3101, names: { ko: '라면', en: 'Ramyeon' }, price: 5000, groups: [RAMEN_ADDONS] },
          { seq: 3102, names: { ko: '떡볶이', en: 'Tteokbokki' }, price: 6000, recommended: true },
          { seq: 3103, names: { ko: '순대', en: 'Sundae (Korean blood sausage)' }, price: 6000 },
          { seq: 3104, names: { ko: '모둠튀김', en: 'Assorted fritters' }, price: 5000 },
          { seq: 3105, names: { ko: '어묵탕', en: 'Fish cake soup' }, price: 6000, image: false },
        ],
      },
    ],
  });
}

export function laShop(): SeedShop {
  return buildShop({
    info: baseInfo({
      shopSeq: LA_SEQ,
      shopName: '강남 BBQ 하우스 LA',
      globalPayType: 'usd',
      posCode: 'toast',
      ownerName: 'Daniel Kim',
      businessNumber: '95-1234567',
      address1: '3500 W 6th St, Los Angeles, CA 90020',
      address2: 'Suite 101',
      shopPhoneNumber: '+1-213-555-0142',
    }),
    tables: dineInTables(1, 6),
    langs: ['en', 'jp', 'ch'],
    categories: [
      {
        id: 'bbq',
        names: { ko: '고기', en: 'BBQ', jp: '焼肉', ch: '烤肉' },
        menus: [
          {
            seq: 4001,
            names: { ko: '소갈비', en: 'Beef short ribs (galbi)', jp: '牛カルビ', ch: '牛排骨' },
            price: 3299,
            recommended: true,
          },
          { seq: 4002, names: { ko: '삼겹살', en: 'Pork belly', jp: 'サムギョプサル', ch: '五花肉' }, price: 2599 },
          {
            seq: 4003,
            names: { ko: '차돌박이', en: 'Thin-sliced brisket', jp: '牛トロ', ch: '雪花牛胸肉' },
            price: 2799,
          },
        ],
      },
      {
        id: 'meals',
        names: { ko: '식사', en: 'Meals', jp: '食事', ch: '主食' },
        menus: [
          {
            seq: 4101,
            names: { ko: '된장찌개', en: 'Soybean paste stew', jp: 'テンジャンチゲ', ch: '大酱汤' },
            price: 1299,
          },
          { seq: 4102, names: { ko: '공기밥', en: 'Steamed rice', jp: 'ライス', ch: '米饭' }, price: 300 },
          { seq: 4103, names: { ko: '맥주', en: 'Beer', jp: 'ビール', ch: '啤酒' }, price: 699 },
        ],
      },
    ],
  });
}

export function hanoiShop(): SeedShop {
  return buildShop({
    info: baseInfo({
      shopSeq: HANOI_SEQ,
      shopName: '서울식당 하노이점',
      globalPayType: 'vnd',
      posCode: 'easy',
      ownerName: 'Nguyễn Minh Anh',
      businessNumber: '0108765432',
      address1: '25 Phố Triệu Việt Vương, Hai Bà Trưng, Hà Nội',
      shopPhoneNumber: '+84-24-3976-0000',
    }),
    tables: dineInTables(1, 6),
    langs: ['vi', 'en'],
    categories: [
      {
        id: 'meals',
        names: { ko: '식사', vi: 'Món chính', en: 'Meals' },
        menus: [
          {
            seq: 5001,
            names: { ko: '비빔밥', vi: 'Cơm trộn Hàn Quốc', en: 'Bibimbap' },
            price: 185000,
            recommended: true,
          },
          { seq: 5002, names: { ko: '김치찌개', vi: 'Canh kim chi', en: 'Kimchi stew' }, price: 165000 },
          {
            seq: 5003,
            names: { ko: '양념치킨', vi: 'Gà rán sốt cay ngọt', en: 'Sweet and spicy chicken' },
            price: 350000,
          },
          { seq: 5004, names: { ko: '떡볶이', vi: 'Bánh gạo cay', en: 'Tteokbokki' }, price: 120000 },
        ],
      },
      {
        id: 'drinks',
        names: { ko: '음료', vi: 'Đồ uống', en: 'Drinks' },
        menus: [
          { seq: 5101, names: { ko: '소주', vi: 'Rượu soju', en: 'Soju' }, price: 95000 },
          { seq: 5102, names: { ko: '아이스 커피', vi: 'Cà phê đá', en: 'Iced coffee' }, price: 45000 },
        ],
      },
    ],
  });
}
