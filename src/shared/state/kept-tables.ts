/**
 * Which tables' menus the phone keeps, as a short line in local storage ("12:3 7:1", newest
 * first). The boot script reads it synchronously, before IndexedDB could answer: a table whose
 * menu is kept paints from the phone, and the menu's first calls sent from the boot script only
 * compete with that paint (their answers are read after it anyway), so the app sends them itself
 * once the kept menu is on screen. A line that is wrong either way costs time, never data: a
 * table listed but no longer kept (storage cleared) is a first visit without the early calls.
 */

/** Enough for a diner's regular places; older entries fall off the end. */
const MOST_TABLES = 20;

function mark(shopSeq: number, tableNum: number): string {
  return `${shopSeq}:${tableNum}`;
}

function marks(line: string | null): string[] {
  return (line ?? '').split(/\s+/).filter(Boolean);
}

/**
 * The line with this table added at the front (once), at most `MOST_TABLES` long.
 * @example keptTablesWith('7:1 12:3', 12, 3) === '12:3 7:1'
 */
export function keptTablesWith(line: string | null, shopSeq: number, tableNum: number): string {
  const table = mark(shopSeq, tableNum);
  return [table, ...marks(line).filter((other) => other !== table)].slice(0, MOST_TABLES).join(' ');
}

/** Whether the line lists this table. */
export function keepsTable(line: string | null, shopSeq: number, tableNum: number): boolean {
  return marks(line).includes(mark(shopSeq, tableNum));
}
