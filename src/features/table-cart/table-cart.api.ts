/**
 * The table cart's calls. Edits go through the outbox (`src/worker-contract/outbox.ts`) as staff
 * calls do: each op is stored under its op id before it is sent, so a round of this page, another
 * tab or the worker delivers it when this page cannot; the service applies an op id once, so
 * every copy counts once. The page itself sends its unsent ops as one batch to read their outcomes.
 */
import { CALL_PATHS } from '../../api/contract/paths.ts';
import type {
  TableCartOp,
  TableCartOpsBody,
  TableCartOpsResult,
  TableCartState,
} from '../../api/contract/table-cart.ts';
import { CONFIG } from '../../shared/config.ts';
import { enqueueMessage, outboxEntry, settleMessage } from '../../shared/outbox/page-outbox.ts';
import { request } from '../../shared/request.ts';

export interface TableRef {
  shopSeq: number;
  tableNum: number;
  phoneId: string;
}

export function getTableCart(table: TableRef, signal: AbortSignal): Promise<TableCartState> {
  return request('tableCart', { query: table, signal });
}

export function sendTableCartOps(body: TableCartOpsBody, signal: AbortSignal): Promise<TableCartOpsResult> {
  return request('tableCartOps', { body, signal, idempotencyKey: body.ops[0]?.opId });
}

/** Stores each op in the outbox under its own id, before any send. */
export async function keepOps(table: TableRef, ops: readonly TableCartOp[], token: string): Promise<void> {
  for (const op of ops) {
    const entry = { ...(await outboxEntry('tableCartOps', { ...table, ops: [op] }, op.opId)), bearer: token };
    await enqueueMessage(entry);
  }
}

/** Forgets ops whose outcome the page has read (the service has them). */
export async function forgetOps(opIds: readonly string[]): Promise<void> {
  await Promise.all(opIds.map((opId) => settleMessage(opId)));
}

/**
 * Opens the table's event stream: `fetch`, because EventSource cannot send the bearer header.
 * Resolves with the response once its headers are in; the caller reads and ends it.
 */
export function openCartEvents(table: TableRef, token: string, signal: AbortSignal): Promise<Response> {
  const base = new URL(CONFIG.apiBase.replace(/\/*$/, '/'), globalThis.location.href);
  const url = new URL(CALL_PATHS.tableCartEvents.replace(/^\/+/, ''), base);
  url.search = new URLSearchParams({
    shopSeq: String(table.shopSeq),
    tableNum: String(table.tableNum),
    phoneId: table.phoneId,
  }).toString();
  return fetch(url, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal,
    cache: 'no-store',
    credentials: 'same-origin',
  });
}
