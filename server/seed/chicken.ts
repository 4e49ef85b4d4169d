/**
 * Shop 2: delivery, takeout and dine-in tables on a nice gateway, Korean only, a minimum amount for
 * delivery and a notice long enough to need the expandable strip.
 */
import { buildShop, type GroupDef } from './build.ts';
import type { SeedShop } from './types.ts';

export const CHICKEN_SEQ = 2;
export const CHICKEN_DELIVERY_TABLE = 1;
export const CHICKEN_TAKEOUT_TABLE = 2;

const LONG_NOTICE = [
  '배달 주문은 최소 주문 금액 15,000원 이상부터 가능합니다.',
  '치킨은 주문 즉시 조리를 시작하므로 조리 시작 후에는 취소가 어려울 수 있습니다.',
  '비가 오거나 눈이 오는 날에는 배달이 평소보다 20~30분 늦어질 수 있습니다.',
  '포장 주문 시 매장에서 직접 수령해 주시고, 수령 시 주문번호를 말씀해 주세요.',
  '알레르기가 있으신 분은 요청사항에 꼭 적어 주세요. 땅콩, 밀, 대두, 닭고기가 포함될 수 있습니다.',
  '리뷰를 남겨 주시면 다음 주문 때 치즈볼을 서비스로 드립니다.',
]
  .join(' ')
  .repeat(3);

const BONE: GroupDef = {
  id: 'og-2-bone',
  names: { ko: '뼈 선택', en: 'Bone-in or boneless' },
  unique: true,
  required: true,
  options: [
    { id: 'op-2-bone-in', names: { ko: '뼈', en: 'Bone-in' } },
    { id: 'op-2-boneless', names: { ko: '순살', en: 'Boneless' }, price: 2000 },
  ],
};

const DIPS: GroupDef = {
  id: 'og-2-dips',
  names: { ko: '소스 추가', en: 'Extra dips' },
  max: 3,
  options: [
    { id: 'op-2-honey-mustard', names: { ko: '허니머스타드', en: 'Honey mustard' }, price: 500 },
    { id: 'op-2-spicy-yangnyeom', names: { ko: '매운 양념', en: 'Spicy glaze' }, price: 500 },
    { id: 'op-2-garlic-mayo', names: { ko: '갈릭마요', en: 'Garlic mayo' }, price: 500, soldOut: true },
  ],
};

const PIZZA_SIZE: GroupDef = {
  id: 'og-2-pizza-size',
  names: { ko: '사이즈', en: 'Size' },
  unique: true,
  replace: true,
  required: true,
  options: [
    { id: 'op-2-pizza-m', names: { ko: '미디엄', en: 'Medium' }, price: 18000 },
    { id: 'op-2-pizza-l', names: { ko: '라지', en: 'Large' }, price: 23000 },
  ],
};

export function chickenShop(): SeedShop {
  return buildShop({
    info: {
      shopSeq: CHICKEN_SEQ,
      shopName: '서울치킨 & 피자',
      openTime: '0000',
      closeTime: '0000',
      globalPayType: 'won',
      posCode: 'okpos',
      pg: 'NICE',
      pgCode: 'nice',
      deliveryPgCode: 'nice',
      minimumAmount: 15000,
      noticeContent: LONG_NOTICE,
      bannerUse: false,
      bannerLink: null,
      bannerFilePath: null,
      customLogoUse: true,
      customLogoFilePath: 'custom-logo-file/shop/2.png',
      reviewLink: null,
      useLocale: false,
      isDeliveryUse: true,
      ownerName: '박치킨',
      businessNumber: '234-56-78901',
      address1: '서울특별시 마포구 와우산로 29',
      address2: '지하 1층',
      shopPhoneNumber: '02-333-1234',
    },
    tables: [
      { tableNum: CHICKEN_DELIVERY_TABLE, tableName: '배달', kind: 'delivery' },
      { tableNum: CHICKEN_TAKEOUT_TABLE, tableName: '포장', kind: 'takeout' },
      { tableNum: 3, tableName: '홀 1번', kind: 'dine-in' },
      { tableNum: 4, tableName: '홀 2번', kind: 'dine-in' },
    ],
    defaultTable: CHICKEN_DELIVERY_TABLE,
    categories: [
      {
        id: 'chicken',
        names: { ko: '치킨', en: 'Chicken' },
        menus: [
          {
            seq: 1001,
            names: { ko: '후라이드 치킨', en: 'Fried chicken' },
            info: { ko: '겉은 바삭, 속은 촉촉한 기본 후라이드' },
            price: 19000,
            recommended: true,
            groups: [BONE, DIPS],
          },
          {
            seq: 1002,
            names: { ko: '양념 치킨', en: 'Sweet and spicy chicken' },
            price: 20000,
            recommended: true,
            groups: [BONE, DIPS],
          },
          { seq: 1003, names: { ko: '간장 치킨', en: 'Soy garlic chicken' }, price: 20000, groups: [BONE] },
          { seq: 1004, names: { ko: '반반 치킨', en: 'Half and half chicken' }, price: 21000, groups: [BONE, DIPS] },
          { seq: 1005, names: { ko: '파닭', en: 'Green onion chicken' }, price: 21000, soldOut: true },
        ],
      },
      {
        id: 'pizza',
        names: { ko: '피자', en: 'Pizza' },
        menus: [
          {
            seq: 1101,
            names: { ko: '페퍼로니 피자', en: 'Pepperoni pizza' },
            price: 18000,
            groups: [PIZZA_SIZE],
          },
          {
            seq: 1102,
            names: { ko: '불고기 피자', en: 'Bulgogi pizza' },
            price: 18000,
            delaying: true,
            groups: [PIZZA_SIZE],
          },
        ],
      },
      {
        id: 'sides',
        names: { ko: '사이드', en: 'Sides' },
        menus: [
          { seq: 1201, names: { ko: '치즈볼 (5개)', en: 'Cheese balls (5)' }, price: 5000 },
          { seq: 1202, names: { ko: '감자튀김', en: 'French fries' }, price: 4000 },
          { seq: 1203, names: { ko: '치킨무', en: 'Pickled radish' }, price: 500, image: false },
          { seq: 1204, names: { ko: '콜라 1.25L', en: 'Cola 1.25 L' }, price: 2500 },
        ],
      },
    ],
  });
}
