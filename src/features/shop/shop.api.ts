/** The shop's public reads (spec section 7). Each throws an `ApiError` on failure. */

import type {
  BreakTime,
  LocaleEntry,
  OptionGroupTranslation,
  OptionTranslation,
  Promotion,
  ShopInfo,
  TableInfo,
} from '../../api/contract/entities.ts';
import { request } from '../../shared/request.ts';

/** Sent with the bearer token (spec section 6). */
export function getShopInfo(shopSeq: number, signal?: AbortSignal): Promise<ShopInfo> {
  return request('shopInfo', { query: { shopSeq }, signal });
}

export function getTableInfo(shopSeq: number, tableNum: number, signal?: AbortSignal): Promise<TableInfo> {
  return request('tableInfo', { query: { shopSeq, tableNum }, signal });
}

export function getBreakTimes(shopSeq: number, signal?: AbortSignal): Promise<BreakTime[]> {
  return request('breakTime', { query: { shopSeq }, signal });
}

/** null when the shop runs no promotion. */
export function getPromotion(shopSeq: number, signal?: AbortSignal): Promise<Promotion | null> {
  return request('promotion', { query: { shopSeq }, signal });
}

/** The shop's own locales, without the fixed Korean entry (the shop store adds it). */
export function getShopLocales(shopSeq: number, signal?: AbortSignal): Promise<LocaleEntry[]> {
  return request('localeShop', { query: { shopSeq }, signal });
}

export function getOptionTranslations(shopSeq: number, signal?: AbortSignal): Promise<OptionTranslation[]> {
  return request('localeOption', { query: { shopSeq }, signal });
}

export function getOptionGroupTranslations(shopSeq: number, signal?: AbortSignal): Promise<OptionGroupTranslation[]> {
  return request('localeOptionGroup', { query: { shopSeq }, signal });
}
