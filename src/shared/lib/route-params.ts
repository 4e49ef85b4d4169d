/**
 * Route parameter rules (spec section 5): shopSeq and tableNum are numbers, the table belongs to
 * the shop, fromOrder is the text 'true' or 'false'. Results are typed values so a screen picks
 * what to show; `…OrThrow` variants suit a route's `params.parse`.
 */

export const PARAM_ERRORS = {
  notANumber: 'parameter is not a number',
  tableNotInShop: 'tableNum is not in shop',
  notABoolean: 'fromOrder is not a boolean',
} as const;
export type ParamError = (typeof PARAM_ERRORS)[keyof typeof PARAM_ERRORS];

export type ParamResult<T> = { ok: true; value: T } | { ok: false; error: ParamError };

export class RouteParamError extends Error {
  override readonly name = 'RouteParamError';
  constructor(readonly error: ParamError) {
    super(error);
  }
}

/** Digits only, no sign, no leading zero: one spelling per number, so one address per table. */
const POSITIVE_INTEGER = /^[1-9]\d*$/;

/** A positive integer written in digits: rejects '', '0', '-1', ' 1', '1e3', '0x1', '1.0', '01'. */
export function parsePositiveInt(raw: string | null | undefined): ParamResult<number> {
  if (typeof raw !== 'string' || !POSITIVE_INTEGER.test(raw)) return { ok: false, error: PARAM_ERRORS.notANumber };
  const value = Number(raw);
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, error: PARAM_ERRORS.notANumber };
}

export interface ShopTable {
  shopSeq: number;
  tableNum: number;
}

export function parseShopTableParams(params: { shopSeq: string; tableNum: string }): ParamResult<ShopTable> {
  const shopSeq = parsePositiveInt(params.shopSeq);
  if (!shopSeq.ok) return shopSeq;
  const tableNum = parsePositiveInt(params.tableNum);
  if (!tableNum.ok) return tableNum;
  return { ok: true, value: { shopSeq: shopSeq.value, tableNum: tableNum.value } };
}

/**
 * The table must be one of the shop's. A missing list fails too: a table we cannot place in its
 * shop is not one we may order for.
 */
export function checkTableInShop(
  tableNum: number,
  shopTableNums: readonly number[] | null | undefined,
): ParamResult<number> {
  return shopTableNums?.includes(tableNum)
    ? { ok: true, value: tableNum }
    : { ok: false, error: PARAM_ERRORS.tableNotInShop };
}

export function parseFromOrder(raw: string | null | undefined): ParamResult<boolean> {
  if (raw === 'true') return { ok: true, value: true };
  if (raw === 'false') return { ok: true, value: false };
  return { ok: false, error: PARAM_ERRORS.notABoolean };
}

function orThrow<T>(result: ParamResult<T>): T {
  if (!result.ok) throw new RouteParamError(result.error);
  return result.value;
}

export function parseShopTableParamsOrThrow(params: { shopSeq: string; tableNum: string }): ShopTable {
  return orThrow(parseShopTableParams(params));
}

export function parsePositiveIntOrThrow(raw: string): number {
  return orThrow(parsePositiveInt(raw));
}

export function parseFromOrderOrThrow(raw: string): boolean {
  return orThrow(parseFromOrder(raw));
}
