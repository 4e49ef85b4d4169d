/**
 * The table cart's calls. Edits go through the outbox (`src/worker-contract/outbox.ts`) as staff
 * calls do: each op is stored under its op id before it is sent, so a round of this page, another
 * tab or the worker delivers it when this page cannot; the service applies an op id once, so
 * every copy counts once. The page itself sends its unsent ops as one batch to read their outcomes.
 */
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, ServiceErrorSchema } from '../../api/contract/call-spec.ts';
import { CALL_PATHS } from '../../api/contract/paths.ts';
import {
  TABLE_CART_CALLS,
  type TableCartOp,
  type TableCartOpsBody,
  type TableCartOpsResult,
  TableCartOpsResultSchema,
  type TableCartState,
  TableCartStateSchema,
} from '../../api/contract/table-cart.ts';
import { ApiError, isApiError } from '../../api/errors.ts';
import { CONFIG } from '../../shared/config.ts';
import { enqueueMessage, outboxEntry, settleMessage } from '../../shared/outbox/page-outbox.ts';
import { sessionArea } from '../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../shared/state/storage-keys.ts';

export interface TableRef {
  shopSeq: number;
  tableNum: number;
  phoneId: string;
}

function address(path: string, table?: TableRef): URL {
  const base = new URL(CONFIG.apiBase.replace(/\/*$/, '/'), globalThis.location.href);
  const url = new URL(path.replace(/^\/+/, ''), base);
  if (table) {
    url.search = new URLSearchParams({
      shopSeq: String(table.shopSeq),
      tableNum: String(table.tableNum),
      phoneId: table.phoneId,
    }).toString();
  }
  return url;
}

function bearer(): Record<string, string> {
  const token = sessionArea.getText(STORAGE_KEYS.session.token);
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * One call of the table cart's contract, with the app client's guarantees: the contract's schemas
 * on both sides, the bearer token, one deadline (the caller's signal), an `ApiError` for anything
 * that is not the answer.
 */
async function call<T>(
  name: string,
  input: RequestInfo | URL,
  init: RequestInit,
  schema: v.GenericSchema<unknown, T>,
  signal: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, signal, credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) {
      const error = v.safeParse(ServiceErrorSchema, await response.json().catch(() => null));
      throw new ApiError('http', name, {
        status: response.status,
        service: error.success ? error.output.error : undefined,
      });
    }
    const parsed = v.safeParse(schema, await response.json());
    if (!parsed.success) throw new ApiError('invalid-response', name, { issues: v.summarize(parsed.issues) });
    return parsed.output;
  } catch (error) {
    if (isApiError(error)) throw error;
    if (signal.aborted)
      throw new ApiError(
        signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError' ? 'timeout' : 'aborted',
        name,
        { cause: error },
      );
    throw new ApiError('offline', name, { cause: error });
  }
}

export function getTableCart(table: TableRef, signal: AbortSignal): Promise<TableCartState> {
  const query = v.parse(TABLE_CART_CALLS.tableCart.query, table);
  const init = { headers: { accept: 'application/json', ...bearer() } };
  return call('tableCart', address(CALL_PATHS.tableCart, query), init, TableCartStateSchema, signal);
}

export function sendTableCartOps(body: TableCartOpsBody, signal: AbortSignal): Promise<TableCartOpsResult> {
  const checked = v.parse(TABLE_CART_CALLS.tableCartOps.body, body);
  const init = {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      [IDEMPOTENCY_HEADER]: body.ops[0]?.opId ?? '',
      ...bearer(),
    },
    body: JSON.stringify(checked),
  };
  return call('tableCartOps', address(CALL_PATHS.tableCartOps), init, TableCartOpsResultSchema, signal);
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
  return fetch(address(CALL_PATHS.tableCartEvents, table), {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal,
    cache: 'no-store',
    credentials: 'same-origin',
  });
}
