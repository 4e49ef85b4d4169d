/**
 * A shop and a group whose every operator-typed field carries one of the hostile payloads
 * (hostile-payloads.ts): names, notice, descriptions, translations in every language, option
 * groups and options, table name, seller details, promotion, banner, logo and review links,
 * picture paths, and the group's name, banner, address and custom links. The security journeys
 * walk every screen of it and fail on anything that runs, navigates off http(s) or breaks the
 * Content Security Policy.
 */
import type { Menu } from '../../src/api/contract/entities.ts';
import { baseInfo, buildShop, type CategoryDef, type MenuDef } from './build.ts';
import { HOSTILE_IMAGE_PATHS, HOSTILE_INFORMATION_TEXTS, HOSTILE_LINKS, HOSTILE_TEXTS } from './hostile-payloads.ts';
import { LANGS, type Names, type SeedGroup, type SeedShop } from './types.ts';

export const HOSTILE_SEQ = 66;
export const HOSTILE_TABLE = 1;
export const HOSTILE_GROUP = 'hostile-group';
/** Menus numbered from here, one per text payload. */
export const HOSTILE_FIRST_MENU = 6600;
const MENUS_PER_CATEGORY = 7;

function at<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('empty payload list');
  return item;
}

/** The name in Korean and a different payload in each translation. */
function names(index: number): Names {
  const result: Names = { ko: at(HOSTILE_TEXTS, index) };
  LANGS.forEach((lang, offset) => {
    result[lang] = at(HOSTILE_TEXTS, index + offset + 1);
  });
  return result;
}

function menuDef(index: number): MenuDef {
  return {
    seq: HOSTILE_FIRST_MENU + index,
    names: names(index),
    info: names(index + 3),
    price: 1000 + index * 100,
    recommended: index % 5 === 0,
    groups: [
      {
        id: `og-66-${index}`,
        names: names(index + 5),
        max: 2,
        options: [
          { id: `op-66-${index}-a`, names: names(index + 6), price: 500 },
          { id: `op-66-${index}-b`, names: names(index + 7) },
        ],
      },
    ],
    ...(index < HOSTILE_INFORMATION_TEXTS.length ? { rawInformationText: at(HOSTILE_INFORMATION_TEXTS, index) } : {}),
  };
}

function categories(): CategoryDef[] {
  const menus = HOSTILE_TEXTS.map((_, index) => menuDef(index));
  const out: CategoryDef[] = [];
  for (let start = 0; start < menus.length; start += MENUS_PER_CATEGORY) {
    out.push({
      id: `hostile-${start}`,
      names: names(start + 4),
      menus: menus.slice(start, start + MENUS_PER_CATEGORY),
    });
  }
  return out;
}

/** Picture paths the builder makes safe are replaced with the hostile ones, one per menu. */
function withHostilePictures(shop: SeedShop): SeedShop {
  let index = 0;
  const picture = (menu: Menu): Menu => ({ ...menu, thumbnailPath: at(HOSTILE_IMAGE_PATHS, index++) });
  return {
    ...shop,
    categories: shop.categories.map((category) => ({ ...category, menus: (category.menus ?? []).map(picture) })),
  };
}

export function hostileShop(): SeedShop {
  return withHostilePictures(
    buildShop({
      info: baseInfo({
        shopSeq: HOSTILE_SEQ,
        shopName: at(HOSTILE_TEXTS, 7),
        openTime: '0000',
        closeTime: '0000',
        pg: 'SMARTRO',
        pgCode: 'smartro',
        noticeContent: HOSTILE_TEXTS.join('\n'),
        bannerUse: true,
        bannerLink: at(HOSTILE_LINKS, 0),
        bannerFilePath: at(HOSTILE_IMAGE_PATHS, 1),
        customLogoUse: true,
        customLogoFilePath: at(HOSTILE_IMAGE_PATHS, 6),
        reviewLink: at(HOSTILE_LINKS, 7),
        ownerName: at(HOSTILE_TEXTS, 2),
        businessNumber: at(HOSTILE_TEXTS, 16),
        address1: at(HOSTILE_TEXTS, 0),
        address2: at(HOSTILE_TEXTS, 9),
        shopPhoneNumber: at(HOSTILE_TEXTS, 30),
      }),
      tables: [{ tableNum: HOSTILE_TABLE, tableName: at(HOSTILE_TEXTS, 27), kind: 'dine-in' }],
      langs: LANGS,
      promotion: {
        promotionSeq: 66,
        title: at(HOSTILE_TEXTS, 5),
        content: at(HOSTILE_TEXTS, 13),
        imagePath: at(HOSTILE_IMAGE_PATHS, 0),
      },
      categories: categories(),
      waiting: { status: 'AVAILABLE', useAdult: true, useKid: true, queued: [] },
    }),
  );
}

export function hostileGroup(): SeedGroup {
  return {
    groupCode: HOSTILE_GROUP,
    shopGroupName: at(HOSTILE_TEXTS, 0),
    mapped: [{ randomCode: 'Hx66tile', shopSeq: HOSTILE_SEQ }],
    customLinks: HOSTILE_LINKS.map((linkUrl, index) => ({
      linkSeq: 6600 + index,
      linkName: at(HOSTILE_TEXTS, index),
      imagePath: at(HOSTILE_IMAGE_PATHS, index),
      linkUrl,
    })),
    bannerImagePath: at(HOSTILE_IMAGE_PATHS, 2),
    bannerUrlLink: at(HOSTILE_LINKS, 1),
    defaultAddress: at(HOSTILE_TEXTS, 14),
  };
}
