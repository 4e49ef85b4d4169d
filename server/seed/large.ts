/**
 * Shop 9, a food court with about 400 menus in 30 categories, every one with an image, for
 * performance work (long lists, many thumbnails, a long category bar). Generated, but deterministic.
 * Shops 91 to 93 are built the same way with 100, 1,600 and 3,200 menus, so the menu's cost can be
 * measured against the size of the shop.
 */
import { baseInfo, buildShop, type CategoryDef, dineInTables, type GroupDef, type MenuDef } from './build.ts';
import type { SeedShop } from './types.ts';

export const LARGE_SEQ = 9;

/** Food courts built like the large one, by their number of menus. */
export const SIZED_SHOPS = [
  { shopSeq: 91, menus: 100 },
  { shopSeq: 92, menus: 1600 },
  { shopSeq: 93, menus: 3200 },
] as const;
const MENUS_PER_CATEGORY = [14, 13];

/** Category, then its dishes as [ko, en, base price in won]. */
const BOARD: [string, string, [string, string, number][]][] = [
  [
    '찌개',
    'Stews',
    [
      ['김치찌개', 'kimchi stew', 9000],
      ['된장찌개', 'soybean paste stew', 9000],
      ['부대찌개', 'army stew', 11000],
    ],
  ],
  [
    '탕',
    'Soups',
    [
      ['갈비탕', 'short rib soup', 14000],
      ['설렁탕', 'ox bone soup', 11000],
      ['감자탕', 'pork bone soup', 10000],
    ],
  ],
  [
    '국밥',
    'Rice soups',
    [
      ['순대국밥', 'sundae rice soup', 9000],
      ['콩나물국밥', 'bean sprout rice soup', 8000],
    ],
  ],
  [
    '비빔밥',
    'Bibimbap',
    [
      ['비빔밥', 'bibimbap', 10000],
      ['돌솥비빔밥', 'hot stone bibimbap', 12000],
    ],
  ],
  [
    '덮밥',
    'Rice bowls',
    [
      ['제육덮밥', 'spicy pork rice bowl', 9500],
      ['오징어덮밥', 'squid rice bowl', 10000],
      ['불고기덮밥', 'bulgogi rice bowl', 10500],
    ],
  ],
  [
    '볶음밥',
    'Fried rice',
    [
      ['김치볶음밥', 'kimchi fried rice', 8500],
      ['새우볶음밥', 'shrimp fried rice', 9500],
    ],
  ],
  [
    '구이',
    'Grills',
    [
      ['고등어구이', 'grilled mackerel', 11000],
      ['삼겹살구이', 'grilled pork belly', 15000],
      ['떡갈비', 'grilled short rib patties', 13000],
    ],
  ],
  [
    '볶음',
    'Stir-fries',
    [
      ['제육볶음', 'spicy stir-fried pork', 11000],
      ['낙지볶음', 'spicy stir-fried octopus', 14000],
    ],
  ],
  [
    '찜',
    'Braised dishes',
    [
      ['갈비찜', 'braised short ribs', 25000],
      ['안동찜닭', 'Andong braised chicken', 22000],
      ['아귀찜', 'braised monkfish', 30000],
    ],
  ],
  [
    '전',
    'Pancakes',
    [
      ['해물파전', 'seafood pancake', 16000],
      ['김치전', 'kimchi pancake', 12000],
      ['감자전', 'potato pancake', 11000],
    ],
  ],
  [
    '면',
    'Noodles',
    [
      ['칼국수', 'knife-cut noodles', 9000],
      ['잔치국수', 'banquet noodles', 7000],
      ['쫄면', 'chewy spicy noodles', 8000],
    ],
  ],
  [
    '냉면',
    'Cold noodles',
    [
      ['물냉면', 'cold buckwheat noodles', 10000],
      ['비빔냉면', 'spicy cold noodles', 10000],
    ],
  ],
  [
    '분식',
    'Street food',
    [
      ['떡볶이', 'tteokbokki', 6000],
      ['순대', 'sundae', 6000],
      ['튀김', 'fritters', 5000],
    ],
  ],
  [
    '김밥',
    'Gimbap',
    [
      ['야채김밥', 'vegetable gimbap', 4000],
      ['참치김밥', 'tuna gimbap', 5000],
      ['충무김밥', 'Chungmu gimbap', 6000],
    ],
  ],
  [
    '만두',
    'Dumplings',
    [
      ['군만두', 'pan-fried dumplings', 6000],
      ['물만두', 'boiled dumplings', 6000],
      ['김치만두', 'kimchi dumplings', 6500],
    ],
  ],
  [
    '돈까스',
    'Cutlets',
    [
      ['등심돈까스', 'pork loin cutlet', 11000],
      ['치즈돈까스', 'cheese cutlet', 12500],
    ],
  ],
  [
    '카레',
    'Curry',
    [
      ['카레라이스', 'curry rice', 9000],
      ['돈까스카레', 'cutlet curry', 12000],
    ],
  ],
  [
    '짜장',
    'Black bean noodles',
    [
      ['짜장면', 'black bean noodles', 7000],
      ['간짜장', 'dry black bean noodles', 8000],
    ],
  ],
  [
    '짬뽕',
    'Spicy seafood noodles',
    [
      ['짬뽕', 'spicy seafood noodles', 8500],
      ['굴짬뽕', 'oyster noodle soup', 10000],
    ],
  ],
  [
    '초밥',
    'Sushi',
    [
      ['모둠초밥', 'assorted sushi', 18000],
      ['연어초밥', 'salmon sushi', 16000],
    ],
  ],
  [
    '회',
    'Raw fish',
    [
      ['광어회', 'flatfish sashimi', 30000],
      ['물회', 'cold raw fish soup', 15000],
    ],
  ],
  [
    '치킨',
    'Chicken',
    [
      ['후라이드치킨', 'fried chicken', 19000],
      ['양념치킨', 'sweet and spicy chicken', 20000],
    ],
  ],
  [
    '피자',
    'Pizza',
    [
      ['불고기피자', 'bulgogi pizza', 20000],
      ['고구마피자', 'sweet potato pizza', 21000],
    ],
  ],
  [
    '버거',
    'Burgers',
    [
      ['불고기버거', 'bulgogi burger', 7000],
      ['새우버거', 'shrimp burger', 7500],
    ],
  ],
  [
    '샐러드',
    'Salads',
    [
      ['닭가슴살 샐러드', 'chicken breast salad', 9000],
      ['리코타 샐러드', 'ricotta salad', 10000],
    ],
  ],
  [
    '빙수',
    'Bingsu',
    [
      ['팥빙수', 'red bean bingsu', 9000],
      ['인절미빙수', 'injeolmi bingsu', 10000],
    ],
  ],
  [
    '디저트',
    'Desserts',
    [
      ['호떡', 'sweet pancakes', 3000],
      ['약과', 'honey cookies', 3500],
      ['붕어빵', 'fish-shaped buns', 3000],
    ],
  ],
  [
    '커피',
    'Coffee',
    [
      ['아메리카노', 'Americano', 4000],
      ['카페라떼', 'café latte', 4500],
      ['달고나라떼', 'dalgona latte', 5500],
    ],
  ],
  [
    '전통차',
    'Traditional tea',
    [
      ['유자차', 'citron tea', 5000],
      ['대추차', 'jujube tea', 5500],
      ['쌍화차', 'herbal tea', 6000],
    ],
  ],
  [
    '주류',
    'Drinks',
    [
      ['소주', 'soju', 5000],
      ['막걸리', 'makgeolli', 5000],
      ['생맥주', 'draft beer', 5000],
    ],
  ],
];

/** [ko prefix, en prefix, price change in won] */
const STYLES: [string, string, number][] = [
  ['', '', 0],
  ['특 ', 'deluxe ', 3000],
  ['매운 ', 'spicy ', 500],
  ['치즈 ', 'cheese ', 1500],
  ['곱빼기 ', 'large ', 2000],
  ['미니 ', 'mini ', -1500],
  ['해물 ', 'seafood ', 3000],
];

const PORTION: GroupDef = {
  id: 'og-9-portion',
  names: { ko: '양 선택', en: 'Portion' },
  unique: true,
  options: [
    { id: 'op-9-regular', names: { ko: '보통', en: 'Regular' } },
    { id: 'op-9-large', names: { ko: '많이', en: 'Large' }, price: 2000 },
  ],
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function categoryMenus(
  categoryIndex: number,
  dishes: [string, string, number][],
  count: number,
  seqBase: number,
): MenuDef[] {
  return Array.from({ length: count }, (_, index) => {
    const [dishKo, dishEn, basePrice] = dishes[index % dishes.length] ?? ['메뉴', 'menu', 5000];
    const [styleKo, styleEn, extra] = STYLES[Math.floor(index / dishes.length) % STYLES.length] ?? ['', '', 0];
    const seq = seqBase + categoryIndex * 100 + index + 1;
    return {
      seq,
      names: { ko: `${styleKo}${dishKo}`, en: capitalise(`${styleEn}${dishEn}`) },
      price: Math.max(1000, basePrice + extra),
      recommended: index === 0 && categoryIndex % 3 === 0,
      soldOut: (seq * 7) % 23 === 0,
      groups: index % 4 === 1 ? [PORTION] : [],
    };
  });
}

/** Menus per category, alternating 14 and 13 as on the large shop, the last one cut to `total`. */
export function categorySizes(total: number): number[] {
  const sizes: number[] = [];
  let left = total;
  while (left > 0) {
    const size = Math.min(left, MENUS_PER_CATEGORY[sizes.length % MENUS_PER_CATEGORY.length] ?? 13);
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

/** The board's categories in turn; past its end they come round again, numbered ("Stews 2"). */
function foodCourtCategories(sizes: readonly number[], seqBase: number): CategoryDef[] {
  return sizes.map((count, categoryIndex) => {
    const [ko, en, dishes] = BOARD[categoryIndex % BOARD.length] ?? ['메뉴', 'Menus', [['메뉴', 'menu', 5000]]];
    const round = Math.floor(categoryIndex / BOARD.length);
    const suffix = round === 0 ? '' : ` ${round + 1}`;
    return {
      id: `c${categoryIndex + 1}`,
      names: { ko: `${ko}${suffix}`, en: `${en}${suffix}` },
      menus: categoryMenus(categoryIndex, dishes, count, seqBase),
    };
  });
}

function foodCourt(shopSeq: number, shopName: string, categories: CategoryDef[]): SeedShop {
  return buildShop({
    info: baseInfo({
      shopSeq,
      shopName,
      posCode: 'okpos',
      pg: 'SMARTRO',
      pgCode: 'smartro',
      noticeContent: '메뉴가 많아요. 상단 카테고리를 눌러 원하는 코너로 이동하세요.',
      bannerUse: true,
      bannerLink: 'https://www.example.com/food-court',
      bannerFilePath: `banner-file/shop/${shopSeq}.png`,
      ownerName: '푸드코트 운영팀',
      businessNumber: '789-01-23456',
      address1: '서울특별시 강남구 영동대로 513',
      address2: '코엑스몰 B1',
      shopPhoneNumber: '02-6002-0000',
    }),
    tables: dineInTables(1, 40),
    categories,
  });
}

export function largeShop(): SeedShop {
  const sizes = BOARD.map((_, index) => MENUS_PER_CATEGORY[index % MENUS_PER_CATEGORY.length] ?? 13);
  return foodCourt(LARGE_SEQ, '코엑스 한식 푸드코트', foodCourtCategories(sizes, 90000));
}

/** A food court like the large one with `menus` menus (menu numbers start at shopSeq × 100,000). */
export function sizedShop(shopSeq: number, menus: number): SeedShop {
  return foodCourt(
    shopSeq,
    `코엑스 푸드코트 ${menus.toLocaleString('en-US')}`,
    foodCourtCategories(categorySizes(menus), shopSeq * 100000),
  );
}
