/**
 * The menu's first calls, planned from the address alone so they can leave with the page itself
 * while the app's code is still on its way (a round trip and a download saved on a phone network).
 * The app asks for the same calls through its client, which takes these answers instead of
 * sending the calls again (`api/early-answers.ts`). Only reads are planned: the visit record and
 * anything else that changes the service stays with the app.
 */
import { CALL_PATHS } from '../api/contract/paths.ts';
import { shopBannerUrl } from '../shared/lib/images.ts';
import { type PictureSet, pictureSet } from '../shared/lib/picture.ts';
import { parseShopTableParams, type ShopTable } from '../shared/lib/route-params.ts';

const EARLY_CALLS = [
  'sessionCheck',
  'shopInfo',
  'category',
  'tableInfo',
  'breakTime',
  'promotion',
  'localeShop',
  'localeOption',
  'localeOptionGroup',
] as const;

/** The paths of the calls the boot script sends, from the contract (`api/contract/paths.ts`). */
export const EARLY_PATHS = Object.fromEntries(EARLY_CALLS.map((call) => [call, CALL_PATHS[call]])) as Pick<
  typeof CALL_PATHS,
  (typeof EARLY_CALLS)[number]
>;

export type EarlyCall = keyof typeof EARLY_PATHS;

export interface PlannedCall {
  call: EarlyCall;
  url: string;
  authorization: string | null;
}

export interface Place {
  /** The page's address. */
  href: string;
  /** The table token kept in the session, if any. */
  storedToken: string | null;
}

export interface TableAddress extends ShopTable {
  /** The token this page's calls carry: the QR address's own, else the session's. */
  token: string | null;
}

const TABLE_ADDRESS = /^\/(?:list\/)?([^/]+)\/([^/]+)\/?$/;

/** The table a menu address names (`/{shopSeq}/{tableNum}` or `/list/{shopSeq}/{tableNum}`), else null. */
export function tableAddress({ href, storedToken }: Place): TableAddress | null {
  const url = new URL(href);
  const match = TABLE_ADDRESS.exec(url.pathname);
  if (!match) return null;
  const parsed = parseShopTableParams({ shopSeq: match[1] ?? '', tableNum: match[2] ?? '' });
  if (!parsed.ok) return null;
  const isEntry = !url.pathname.startsWith('/list/');
  const token = (isEntry ? url.searchParams.get('token') : null) || storedToken || null;
  return { ...parsed.value, token };
}

/** The address of a call, built the way the client builds it (base, then path, then query). */
export function callUrl(apiBase: string, pageHref: string, call: EarlyCall, query: Record<string, number>): string {
  const base = new URL(apiBase, pageHref).href.replace(/\/*$/, '/');
  const url = new URL(`${base}${EARLY_PATHS[call].replace(/^\/+/, '')}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url.href;
}

/** Calls the service authorises with the table token (spec section 6). */
const BEARER: ReadonlySet<EarlyCall> = new Set(['sessionCheck', 'shopInfo', 'category']);

function planned(apiBase: string, href: string, table: TableAddress, call: EarlyCall, query: Record<string, number>) {
  const authorization = BEARER.has(call) && table.token ? `Bearer ${table.token}` : null;
  return { call, url: callUrl(apiBase, href, call, query), authorization };
}

/** What the menu asks first, all at once: the session check, the shop and its menus. */
export function firstCalls(apiBase: string, href: string, table: TableAddress): PlannedCall[] {
  const { shopSeq, tableNum } = table;
  return [
    planned(apiBase, href, table, 'sessionCheck', { shopSeq, tableNum }),
    planned(apiBase, href, table, 'shopInfo', { shopSeq }),
    planned(apiBase, href, table, 'category', { shopSeq }),
  ];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export interface FollowUp extends PlannedCall {
  /** Sent only for a shop that offers languages. */
  localesOnly: boolean;
}

/**
 * What the app asks once shop info is in (the startup routine, spec section 7): table info, break
 * times and promotion, and the language lists when the shop offers languages. Planned for the
 * address's shop, so the app finds them waiting even if it asks before the script has read shop
 * info; each is sent only once shop info confirms it (`followUpWanted`).
 */
export function followUpCalls(apiBase: string, href: string, table: TableAddress): FollowUp[] {
  const { shopSeq, tableNum } = table;
  const always = (['tableInfo', 'breakTime', 'promotion'] as const).map((call) => ({
    ...planned(apiBase, href, table, call, call === 'tableInfo' ? { shopSeq, tableNum } : { shopSeq }),
    localesOnly: false,
  }));
  const locales = (['localeShop', 'localeOption', 'localeOptionGroup'] as const).map((call) => ({
    ...planned(apiBase, href, table, call, { shopSeq }),
    localesOnly: true,
  }));
  return [...always, ...locales];
}

/**
 * Whether the app will ask for this follow-up, judged from shop info as the script read it: the
 * service must have named the address's own shop (else the app asks for another shop's data, and
 * these stay unsent). The language lists go out on the session's first visit of the shop only
 * (spec section 4): `localesFetchedFor` is the shop the session already fetched them for.
 */
export function followUpWanted(
  followUp: FollowUp,
  table: TableAddress,
  shop: unknown,
  localesFetchedFor: string | null = null,
): boolean {
  if (!isRecord(shop) || shop.shopSeq !== table.shopSeq) return false;
  if (!followUp.localesOnly) return true;
  return shop.useLocale === true && localesFetchedFor !== String(table.shopSeq);
}

/** The banner picture the menu home will show, at the width it will ask for, to fetch before the page asks for it. */
export function bannerToPreload(shop: unknown): PictureSet | null {
  return isRecord(shop) ? pictureSet(shopBannerUrl(shop), 'banner') : null;
}
