/**
 * The optional extensions (extensions.ts), checked only where the test table's info advertises
 * them; on a table that does not, each of their calls gets a "skip" line saying so.
 *
 * - Staff call: the table's calls are read (`GET /staff/call`). A call is never sent: it rings a
 *   bell for a person.
 * - Table cart: the cart is read (`GET /table/cart`) and its event stream's first `cart` event
 *   judged against the same schema. Only with `--place-test-order`, an op round trip: one line
 *   added, the same op sent again (it must answer as the first and change nothing), and the line
 *   removed again, so the table's cart ends as it was (its removal list names the check's guest).
 *   The check joins the table's cart as one more guest for this table session.
 */
import * as v from 'valibot';
import { CALL_PATHS } from '../../src/api/contract/paths.ts';
import {
  TABLE_CART_EVENT,
  type TableCartOp,
  type TableCartOpsResult,
  type TableCartState,
  TableCartStateSchema,
} from '../../src/api/contract/table-cart.ts';
import { bodyOf, Failure, parseJsonAnswer } from './answers.ts';
import type { Checker, Reads } from './check.ts';
import { orderableMenu } from './test-order.ts';

const NOTE = 'conformance check: test line, please ignore';

type ExtensionCall = 'staffCall' | 'staffCallState' | 'tableCart' | 'tableCartOps';

async function notAdvertised(checker: Checker, names: readonly ExtensionCall[], extension: string): Promise<void> {
  for (const name of names) {
    await checker.check(name, {}, async () => ({
      outcome: 'skip',
      detail: `not called: the table does not advertise extensions.${extension}`,
    }));
  }
}

export async function checkExtensions(checker: Checker, reads: Reads): Promise<void> {
  const extensions = reads.tableInfo?.extensions;
  if (extensions?.staffCall) await checkStaffCall(checker);
  else await notAdvertised(checker, ['staffCallState', 'staffCall'], 'staffCall');
  if (extensions?.tableCart) await checkTableCart(checker, reads);
  else await notAdvertised(checker, ['tableCart', 'tableCartOps'], 'tableCart');
}

async function checkStaffCall(checker: Checker): Promise<void> {
  const { shop, table } = checker.options;
  await checker.check('staffCallState', { query: { shopSeq: shop, tableNum: table } }, async (send) => {
    const { calls } = parseJsonAnswer('staffCallState', await bodyOf(await send())) as { calls: unknown[] };
    return { outcome: 'ok', detail: `200, ${calls.length} recent calls` };
  });
  await checker.check('staffCall', {}, async () => ({
    outcome: 'skip',
    detail: 'not called: it would call a member of staff to the table',
  }));
}

/** The first `cart` event of a `text/event-stream` body, or a Failure saying what came instead. */
export async function firstCartEvent(answer: Response, timeoutMs: number): Promise<unknown> {
  if (answer.status !== 200) throw new Failure(`events answered ${answer.status}, expected 200`);
  const type = answer.headers.get('content-type') ?? '';
  if (!/^text\/event-stream/i.test(type))
    throw new Failure(`events came as ${type || 'no type'}, not text/event-stream`);
  const reader = answer.body?.getReader();
  if (!reader) throw new Failure('events answered with no body');
  const decoder = new TextDecoder();
  const deadline = Date.now() + timeoutMs;
  let text = '';
  try {
    while (Date.now() < deadline) {
      const next = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))),
      ]);
      if (next === null || next.done) break;
      text += decoder.decode(next.value, { stream: true }).replace(/\r\n?/g, '\n');
      for (const block of text.split('\n\n').slice(0, -1)) {
        const fields = block.split('\n');
        if (!fields.includes(`event: ${TABLE_CART_EVENT}`)) continue;
        const data = fields
          .filter((field) => field.startsWith('data:'))
          .map((field) => field.slice(5).replace(/^ /, ''))
          .join('\n');
        try {
          return JSON.parse(data);
        } catch {
          throw new Failure(`a ${TABLE_CART_EVENT} event whose data is not JSON`);
        }
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  throw new Failure(`no ${TABLE_CART_EVENT} event within ${timeoutMs} ms of connecting`);
}

async function checkTableCart(checker: Checker, reads: Reads): Promise<void> {
  const { shop, table, placeTestOrder } = checker.options;
  const phoneId = `conformance-${crypto.randomUUID()}`;
  const query = { shopSeq: shop, tableNum: table, phoneId };
  let state: TableCartState | null = null;

  await checker.check('tableCart', { query }, async (send) => {
    state = parseJsonAnswer('tableCart', await bodyOf(await send())) as TableCartState;
    return { outcome: 'ok', detail: `200, version ${state.version}, ${state.lines.length} lines, guest ${state.you}` };
  });

  await checker.check(
    'tableCart',
    { query },
    async () => {
      const { target } = checker;
      const url = new URL(`${target.api.replace(/\/*$/, '')}${CALL_PATHS.tableCartEvents}`);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), target.timeoutMs);
      try {
        const answer = await target.fetch(url, {
          headers: {
            accept: 'text/event-stream',
            authorization: `Bearer ${target.token}`,
            ...(target.origin ? { origin: target.origin } : {}),
          },
          signal: controller.signal,
        });
        const event = v.safeParse(TableCartStateSchema, await firstCartEvent(answer, target.timeoutMs));
        if (!event.success)
          throw new Failure(`the ${TABLE_CART_EVENT} event breaks the contract: ${event.issues[0]?.message}`);
        return { outcome: 'ok', detail: `200 text/event-stream, first event at version ${event.output.version}` };
      } catch (error) {
        if (error instanceof Failure) throw error;
        throw new Failure(`events: no answer (${error instanceof Error ? error.message : String(error)})`);
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
    },
    'tableCart events',
  );

  if (!placeTestOrder) {
    await checker.check('tableCartOps', {}, async () => ({
      outcome: 'skip',
      detail: 'not called: needs --place-test-order (it adds a line to the table’s cart and removes it)',
    }));
    return;
  }
  await checkOpRoundTrip(checker, reads, phoneId, state);
}

async function checkOpRoundTrip(
  checker: Checker,
  reads: Reads,
  phoneId: string,
  seen: TableCartState | null,
): Promise<void> {
  const { shop, table } = checker.options;
  const menu = reads.categories ? orderableMenu(reads.categories) : null;
  await checker.check('tableCartOps', {}, async (send) => {
    if (!menu) throw new Failure('no menu on sale without a required option: nothing to add');
    const version = seen?.version ?? 0;
    const add: TableCartOp = {
      kind: 'add',
      opId: `conformance-${crypto.randomUUID()}`,
      lineId: `conformance-${crypto.randomUUID()}`,
      seenVersion: version,
      line: {
        menuSeq: menu.menuSeq,
        menuName: menu.menuName,
        engMenuName: menu.engMenuName,
        localeMenu: [],
        categoryUuid: menu.categoryUuid,
        menuPrice: menu.menuPrice,
        thumbnailPath: menu.thumbnailPath,
        quantity: 1,
        selectedOptions: [],
        requestText: NOTE,
      },
    };
    const body = (ops: TableCartOp[]) => ({ body: { shopSeq: shop, tableNum: table, phoneId, ops } });
    const first = parseJsonAnswer('tableCartOps', await bodyOf(await send(body([add])))) as TableCartOpsResult;
    const added = first.results[0];
    if (added?.outcome !== 'applied') {
      throw new Failure(
        `adding one ${menu.menuName} answered ${added?.outcome ?? 'nothing'} ${added?.code ?? ''}`.trim(),
      );
    }
    const again = parseJsonAnswer('tableCartOps', await bodyOf(await send(body([add])))) as TableCartOpsResult;
    if (JSON.stringify(again.results[0]) !== JSON.stringify(added)) {
      throw new Failure('the same op sent again answered differently from the first time');
    }
    if (again.state.version !== first.state.version) {
      throw new Failure(
        `the same op sent again moved the cart from version ${first.state.version} to ${again.state.version}`,
      );
    }
    const remove: TableCartOp = {
      kind: 'remove',
      opId: `conformance-${crypto.randomUUID()}`,
      lineId: add.lineId,
      seenVersion: first.state.version,
    };
    const removed = parseJsonAnswer('tableCartOps', await bodyOf(await send(body([remove])))) as TableCartOpsResult;
    if (removed.results[0]?.outcome !== 'applied') {
      throw new Failure(`removing the test line answered ${removed.results[0]?.outcome ?? 'nothing'}`);
    }
    return {
      outcome: 'ok',
      detail: `added, repeated (same outcome, version ${first.state.version}) and removed (version ${removed.state.version})`,
    };
  });
}
