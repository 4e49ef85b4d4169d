/** The demo data's own shapes: contract entities plus what only the service knows (table kinds, queues). */
import type {
  BreakTime,
  Category,
  LocaleEntry,
  OptionGroupTranslation,
  OptionTranslation,
  Promotion,
  ShopInfo,
  WaitingStatus,
} from '../../src/api/contract/entities.ts';
import type { TableExtensions } from '../../src/api/contract/extensions.ts';

/** The translated locales of spec point 1 (ko is the source language of every name). */
export const LANGS = ['en', 'jp', 'ch', 'al', 'vi', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** A name in Korean plus its translations. */
export type Names = { ko: string } & Partial<Record<Lang, string>>;

export type TableKind = 'dine-in' | 'delivery' | 'takeout';

export interface SeedTable {
  tableNum: number;
  tableName: string;
  kind: TableKind;
  /** The optional calls this table's info advertises (`extensions`); left out, none. */
  extensions?: Partial<TableExtensions>;
}

export interface SeedWaiting {
  status: WaitingStatus;
  useAdult: boolean;
  useKid: boolean;
  /** Parties already in the queue when the service starts. */
  queued: { phone: string; adultCount: number; kidCount: number }[];
}

export interface SeedShop {
  info: Omit<ShopInfo, 'tableNums'>;
  tables: SeedTable[];
  /** The table the group page's ordering link opens. */
  defaultTable: number;
  breakTimes: BreakTime[];
  promotion: Promotion | null;
  /** The shop's locales, without the fixed ko entry the client appends. Empty when useLocale is off. */
  locales: LocaleEntry[];
  categories: Category[];
  optionTranslations: OptionTranslation[];
  optionGroupTranslations: OptionGroupTranslation[];
  waiting: SeedWaiting | null;
}

export interface SeedMappedShop {
  randomCode: string;
  shopSeq: number;
}

export interface SeedGroup {
  groupCode: string;
  shopGroupName: string;
  mapped: SeedMappedShop[];
  customLinks: { linkSeq: number; linkName: string; imagePath: string | null; linkUrl: string }[];
  bannerImagePath: string | null;
  bannerUrlLink: string | null;
  defaultAddress: string | null;
}

export interface Seed {
  shops: SeedShop[];
  groups: SeedGroup[];
  /** Customer phone numbers the `/phone` call hands out, by uuid. */
  phones: Record<string, string>;
}
