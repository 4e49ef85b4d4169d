/**
 * Small builders that turn compact menu definitions into contract entities and their translation
 * lists, so a seed file reads like a restaurant's menu board rather than a wall of JSON.
 */
import type {
  BreakTime,
  Category,
  Menu,
  Option,
  OptionGroup,
  OptionGroupTranslation,
  OptionTranslation,
  Promotion,
} from '../../src/api/contract/entities.ts';
import { localeEntries } from './locales.ts';
import type { Lang, Names, SeedShop, SeedTable, SeedWaiting } from './types.ts';

export interface OptionDef {
  id: string;
  names: Names;
  price?: number;
  soldOut?: boolean;
}

export interface GroupDef {
  id: string;
  names: Names;
  /** Single choice. */
  unique?: boolean;
  /** The chosen option's price replaces the menu price. */
  replace?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
  options: OptionDef[];
}

export interface MenuDef {
  seq: number;
  names: Names;
  info?: Names;
  price: number;
  recommended?: boolean;
  soldOut?: boolean;
  delaying?: boolean;
  /** Defaults to true; false leaves thumbnailPath null. */
  image?: boolean;
  groups?: GroupDef[];
  /** Overrides the JSON-encoded description, e.g. to seed text that is not JSON. */
  rawInformationText?: string;
}

export interface CategoryDef {
  id: string;
  names: Names;
  /** Defaults to the position in the list, counted from 1. */
  orderIndex?: number;
  menus: MenuDef[];
}

export interface ShopDef {
  info: SeedShop['info'];
  tables: SeedTable[];
  defaultTable?: number;
  breakTimes?: BreakTime[];
  promotion?: Promotion | null;
  /** Locales offered besides ko; the shop's useLocale follows from whether there are any. */
  langs?: readonly Lang[];
  categories: CategoryDef[];
  waiting?: SeedWaiting | null;
}

const SEEDED_AT = '2025-03-01 10:00:00';

function translations<T>(names: Names | undefined, langs: readonly Lang[], make: (lang: Lang, text: string) => T): T[] {
  if (!names) return [];
  return langs.flatMap((lang) => {
    const text = names[lang];
    return text ? [make(lang, text)] : [];
  });
}

function buildOption(def: OptionDef, index: number, group: GroupDef, menuSeq: number): Option {
  return {
    optionUuid: def.id,
    optionName: def.names.ko,
    engOptionName: def.names.en ?? null,
    optionPrice: def.price ?? 0,
    outOfStock: def.soldOut ?? false,
    orderIndex: index + 1,
    mappedOptionCode: `P-${def.id}`,
    mappedOptionGroupCode: `G-${group.id}`,
    mappedOptionName: def.names.ko,
    menuSeq,
  };
}

function buildGroup(def: GroupDef, menuSeq: number): OptionGroup {
  return {
    optionGroupUuid: def.id,
    optionGroupName: def.names.ko,
    engOptionGroupName: def.names.en ?? null,
    optionUnique: def.unique ?? false,
    doesReplace: def.replace ?? false,
    optionRequired: def.required ?? false,
    minQty: def.min ?? null,
    maxQty: def.max ?? null,
    optionList: def.options.map((option, index) => buildOption(option, index, def, menuSeq)),
  };
}

function buildMenu(def: MenuDef, shopSeq: number, categoryUuid: string, langs: readonly Lang[]): Menu {
  return {
    menuSeq: def.seq,
    menuName: def.names.ko,
    engMenuName: def.names.en ?? null,
    categoryUuid,
    menuPrice: def.price,
    isRecommended: def.recommended ?? false,
    thumbnailPath: def.image === false ? null : `menu/${shopSeq}/${def.seq}.png`,
    informationText: def.rawInformationText ?? (def.info ? JSON.stringify(def.info.ko) : null),
    delayingMenu: def.delaying ?? false,
    outOfStock: def.soldOut ?? false,
    stockActiveYn: def.soldOut ? 'Y' : 'N',
    localeMenu: langs.flatMap((localeCode) => {
      const menuName = def.names[localeCode];
      return menuName ? [{ localeCode, menuName, menuInfo: def.info?.[localeCode] ?? null }] : [];
    }),
    menuOptionGroups: (def.groups ?? []).map((group) => buildGroup(group, def.seq)),
    insDate: SEEDED_AT,
    insTid: 'seed',
    uptDate: SEEDED_AT,
    uptTid: 'seed',
  };
}

function buildCategory(def: CategoryDef, index: number, shopSeq: number, langs: readonly Lang[]): Category {
  const categoryUuid = `cat-${shopSeq}-${def.id}`;
  return {
    categoryUuid,
    categoryName: def.names.ko,
    orderIndex: def.orderIndex ?? index + 1,
    menus: def.menus.map((menu) => buildMenu(menu, shopSeq, categoryUuid, langs)),
    localeCategory: translations(def.names, langs, (localeCode, categoryName) => ({ localeCode, categoryName })),
  };
}

/** Every option group and option of the shop once, even when several menus share a group. */
function uniqueGroups(categories: CategoryDef[]): GroupDef[] {
  const seen = new Map<string, GroupDef>();
  for (const category of categories) {
    for (const menu of category.menus) {
      for (const group of menu.groups ?? []) seen.set(group.id, group);
    }
  }
  return [...seen.values()];
}

export function buildShop(def: ShopDef): SeedShop {
  const langs = def.langs ?? [];
  const shopSeq = def.info.shopSeq;
  const groups = uniqueGroups(def.categories);
  const optionGroupTranslations: OptionGroupTranslation[] = groups.flatMap((group) =>
    translations(group.names, langs, (localeCode, optionGroupName) => ({
      optionGroupUuid: group.id,
      localeCode,
      optionGroupName,
    })),
  );
  const optionTranslations: OptionTranslation[] = groups.flatMap((group) =>
    group.options.flatMap((option) =>
      translations(option.names, langs, (localeCode, optionName) => ({
        optionUuid: option.id,
        localeCode,
        optionName,
      })),
    ),
  );
  return {
    info: { ...def.info, useLocale: langs.length > 0 },
    tables: def.tables,
    defaultTable: def.defaultTable ?? def.tables[0]?.tableNum ?? 1,
    breakTimes: def.breakTimes ?? [],
    promotion: def.promotion ?? null,
    locales: localeEntries(langs),
    categories: def.categories.map((category, index) => buildCategory(category, index, shopSeq, langs)),
    optionTranslations,
    optionGroupTranslations,
    waiting: def.waiting ?? null,
  };
}

/** The same tables, those numbered in `tableNums` offering the staff-call extension. */
export function withStaffCall(tables: SeedTable[], tableNums: readonly number[]): SeedTable[] {
  return tables.map((table) =>
    tableNums.includes(table.tableNum) ? { ...table, extensions: { staffCall: true } } : table,
  );
}

/** The same tables, those numbered in `tableNums` also offering the shared table cart. */
export function withTableCart(tables: SeedTable[], tableNums: readonly number[]): SeedTable[] {
  return tables.map((table) =>
    tableNums.includes(table.tableNum) ? { ...table, extensions: { ...table.extensions, tableCart: true } } : table,
  );
}

/** Dine-in tables numbered from `from`, named as the staff would call them. */
export function dineInTables(from: number, count: number): SeedTable[] {
  return Array.from({ length: count }, (_, index) => ({
    tableNum: from + index,
    tableName: `${from + index}번 테이블`,
    kind: 'dine-in' as const,
  }));
}

/** The shop fields every demo shop shares, so a seed file only states what makes its shop special. */
export function baseInfo(
  fields: Pick<SeedShop['info'], 'shopSeq' | 'shopName'> & Partial<SeedShop['info']>,
): SeedShop['info'] {
  const { shopSeq, shopName, ...rest } = fields;
  return {
    shopSeq,
    shopName,
    openTime: '0000',
    closeTime: '0000',
    globalPayType: 'won',
    posCode: 'okpos',
    pg: null,
    pgCode: null,
    deliveryPgCode: null,
    minimumAmount: null,
    noticeContent: null,
    bannerUse: false,
    bannerLink: null,
    bannerFilePath: null,
    customLogoUse: false,
    customLogoFilePath: null,
    reviewLink: null,
    useLocale: false,
    isDeliveryUse: false,
    ownerName: '데모 점주',
    businessNumber: '000-00-00000',
    address1: '서울특별시 중구 세종대로 110',
    address2: null,
    shopPhoneNumber: '02-000-0000',
    ...rest,
  };
}
