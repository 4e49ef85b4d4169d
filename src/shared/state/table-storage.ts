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
let swept = false;

/** Notes that a table screen opened, to be written at the next quiet moment. */
export function noteTableOpened({ shopSeq, tableNum }: Table, now = Date.now()): void {
  opened.push({ shopSeq, tableNum, openedAt: now });
  sweepSoon();
}

/** Writes the notes (and sweeps, once per page) at the next quiet moment; never throws. */
export function sweepSoon(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  afterPageLoad(() => {
    setTimeout(() => {
      scheduled = false;
      const sweep = !swept;
      swept = true;
      import('./table-sweep.ts').then((work) => work.keepBound(opened.splice(0), sweep)).catch(() => undefined);
    }, QUIET_AFTER_MS);
  }, QUIET_AFTER_MS);
}
