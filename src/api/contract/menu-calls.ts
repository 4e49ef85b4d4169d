/**
 * The calls the menu screen makes: the session check, shop, table, break times, promotion, the
 * language lists, the menus, and the visit record. The client has these on hand from the start;
 * every other screen's calls are in other-calls.ts, loaded with those screens.
 */
import * as v from 'valibot';
import { type CallSpec, json, shopSeqQuery } from './call-spec.ts';
import {
  BreakTimeSchema,
  CategorySchema,
  LocaleEntrySchema,
  OptionGroupTranslationSchema,
  OptionTranslationSchema,
  PromotionSchema,
  ShopInfoSchema,
  TableInfoSchema,
} from './entities.ts';
import { LIMITS, textUpTo } from './limits.ts';
import { CALL_PATHS } from './paths.ts';

export const MENU_CALLS = {
  shopInfo: {
    method: 'GET',
    path: CALL_PATHS.shopInfo,
    query: shopSeqQuery,
    response: json(ShopInfoSchema),
    bearer: true,
  },
  tableInfo: {
    method: 'GET',
    path: CALL_PATHS.tableInfo,
    query: v.object({ shopSeq: v.number(), tableNum: v.number() }),
    response: json(TableInfoSchema),
    bearer: false,
  },
  breakTime: {
    method: 'GET',
    path: CALL_PATHS.breakTime,
    query: shopSeqQuery,
    response: json(v.array(BreakTimeSchema)),
    bearer: false,
  },
  promotion: {
    method: 'GET',
    path: CALL_PATHS.promotion,
    query: shopSeqQuery,
    response: json(v.nullable(PromotionSchema)),
    bearer: false,
  },
  localeShop: {
    method: 'GET',
    path: CALL_PATHS.localeShop,
    query: shopSeqQuery,
    response: json(v.array(LocaleEntrySchema)),
    bearer: false,
  },
  localeOption: {
    method: 'GET',
    path: CALL_PATHS.localeOption,
    query: shopSeqQuery,
    response: json(v.array(OptionTranslationSchema)),
    bearer: false,
  },
  localeOptionGroup: {
    method: 'GET',
    path: CALL_PATHS.localeOptionGroup,
    query: shopSeqQuery,
    response: json(v.array(OptionGroupTranslationSchema)),
    bearer: false,
  },
  category: {
    method: 'GET',
    path: CALL_PATHS.category,
    query: shopSeqQuery,
    response: json(v.array(CategorySchema)),
    bearer: true,
  },
  history: {
    method: 'POST',
    path: CALL_PATHS.history,
    body: v.object({ url: textUpTo(LIMITS.url) }),
    response: { kind: 'none' },
    bearer: false,
  },
  sessionCheck: {
    method: 'GET',
    path: CALL_PATHS.sessionCheck,
    query: v.object({ shopSeq: v.number(), tableNum: v.number() }),
    response: json(v.boolean()),
    bearer: true,
  },
} as const satisfies Record<string, CallSpec>;

export type MenuCallName = keyof typeof MENU_CALLS;

export function isMenuCall(name: string): name is MenuCallName {
  return Object.hasOwn(MENU_CALLS, name);
}
