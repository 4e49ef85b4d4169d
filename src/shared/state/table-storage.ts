/**
 * Keeps the phone's table data within its bound (`storage-bound.ts`): each table screen notes
 * when its table was opened; a few seconds after the page's load the notes are written and, once
 * per page, the data of tables past the bound (menu copy, cart, last order status) is deleted.
 * The work itself (`table-sweep.ts`) is fetched only then: the first screen never waits for it.
 */
import { afterPageLoad } from '../lib/after-page-load.ts';
import type { OpenedTable, Table } from './storage-bound.ts';

/** The quiet moment: this long after the load (or after the load's longest wait). */
const QUIET_AFTER_MS = 3_000;

const opened: OpenedTable[] = [];
let scheduled = false;

/** Notes that a table screen opened (none: the start page), to be written at the next quiet moment. */
export function noteTableOpened(table?: Table, now = Date.now()): void {
  if (table) opened.push({ shopSeq: table.shopSeq, tableNum: table.tableNum, openedAt: now });
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  afterPageLoad(() => {
    setTimeout(() => {
      scheduled = false;
      // Offline, the sweep's code may be out of reach (no worker yet): the next page sweeps.
      if (!navigator.onLine) return;
      import('./table-sweep.ts').then((work) => work.keepBound(opened.splice(0))).catch(() => undefined);
    }, QUIET_AFTER_MS);
  }, QUIET_AFTER_MS);
}
