/**
 * How long the phone keeps a table's data (its menu copy, its cart, its last order status): the
 * 20 tables opened most recently, each for 30 days after it was last opened. The order history
 * is not a table's data here: it follows its own rules.
 */

/** A diner's regular places; older tables fall off the end. */
export const MOST_TABLES = 20;
/** A table not opened for longer than this is forgotten. */
export const TABLE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export interface OpenedTable {
  shopSeq: number;
  tableNum: number;
  /** ms since epoch when a table screen last opened. */
  openedAt: number;
}

export interface Table {
  shopSeq: number;
  tableNum: number;
}

const same = (a: Table, b: Table) => a.shopSeq === b.shopSeq && a.tableNum === b.tableNum;

/** The list with this table opened at `now`, newest first, each table once. */
export function withOpened(opened: readonly OpenedTable[], table: Table, now: number): OpenedTable[] {
  const entry = { shopSeq: table.shopSeq, tableNum: table.tableNum, openedAt: now };
  return [entry, ...opened.filter((other) => !same(other, table))];
}

/**
 * Tables whose data the phone holds but the list does not name (kept before the list existed)
 * count as opened at `now`: they get their full time, not an immediate end.
 */
export function withUnlisted(opened: readonly OpenedTable[], stored: readonly Table[], now: number): OpenedTable[] {
  const added: OpenedTable[] = [];
  for (const table of stored) {
    if (![...opened, ...added].some((other) => same(other, table)))
      added.push({ shopSeq: table.shopSeq, tableNum: table.tableNum, openedAt: now });
  }
  return [...opened, ...added];
}

/**
 * Which tables' data stays and which goes: the `MOST_TABLES` most recently opened stay unless
 * not opened for longer than `TABLE_KEPT_MS`. A time in the future (a clock set back) counts as now.
 */
export function boundTables(
  opened: readonly OpenedTable[],
  now: number,
): { keep: OpenedTable[]; forget: OpenedTable[] } {
  const newestFirst = [...opened].sort((a, b) => b.openedAt - a.openedAt);
  const keep: OpenedTable[] = [];
  const forget: OpenedTable[] = [];
  for (const table of newestFirst) {
    const seen = keep.some((other) => same(other, table)) || forget.some((other) => same(other, table));
    if (seen) continue;
    const fits = keep.length < MOST_TABLES && now - table.openedAt <= TABLE_KEPT_MS;
    (fits ? keep : forget).push(table);
  }
  return { keep, forget };
}

const TABLE_DATA = /^table-order:v\d+:(?:cart|table-cart|table-snapshot|order-status):(\d+):(\d+)$/;

/**
 * The table a stored key holds data of (a cart, a menu copy, an order status), or null.
 * @example tableOfKey('table-order:v1:cart:12:3') // { shopSeq: 12, tableNum: 3 }
 */
export function tableOfKey(key: string): Table | null {
  const match = TABLE_DATA.exec(key);
  return match ? { shopSeq: Number(match[1]), tableNum: Number(match[2]) } : null;
}

/**
 * The boot script's line of kept tables (`kept-tables.ts`, "12:3 7:1") with only the tables that
 * stay: it must not expect a menu copy that is gone.
 * @example keptLineAmong('12:3 7:1', [{ shopSeq: 7, tableNum: 1 }]) === '7:1'
 */
export function keptLineAmong(line: string | null, tables: readonly Table[]): string {
  const kept = new Set(tables.map((table) => `${table.shopSeq}:${table.tableNum}`));
  return (line ?? '')
    .split(/\s+/)
    .filter((mark) => kept.has(mark))
    .join(' ');
}
