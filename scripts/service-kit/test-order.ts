/**
 * The one write the check makes, and only when asked: a test order of one menu on the test table,
 * read back through the order calls, sent twice with the same key (the second must change nothing),
 * and cancelled again when it was placed at the counter. A card order is left unpaid: no money moves.
 */
import type { OrderBody, OrderPlaced } from '../../src/api/contract/calls.ts';
import type { Category, Menu } from '../../src/api/contract/entities.ts';
import { bodyOf, errorBodyOf, Failure, parseJsonAnswer } from './answers.ts';
import type { Checker, Reads } from './check.ts';

const NOTE = 'conformance check: test order, please ignore';

/** A menu the check can order without choosing an option. */
export function orderableMenu(categories: readonly Category[]): Menu | null {
  for (const category of categories) {
    for (const menu of category.menus) {
      const needsChoice = menu.menuOptionGroups.some((group) => group.optionRequired || (group.minQty ?? 0) > 0);
      if (!menu.outOfStock && !needsChoice) return menu;
    }
  }
  return null;
}

export async function placeTestOrder(checker: Checker, reads: Reads): Promise<void> {
  const { shop, table, token } = checker.options;
  if (!reads.categories || !reads.tableInfo || !reads.shopInfo) {
    await checker.check('placeOrder', {}, async () => ({
      outcome: 'skip',
      detail: 'not called: the shop, table or menu answers above are needed to order',
    }));
    return;
  }
  if (reads.tableInfo.delivery) {
    await checker.check('placeOrder', {}, async () => ({
      outcome: 'skip',
      detail: 'not called: a delivery table; use a dine-in or takeout test table',
    }));
    return;
  }
  const menu = orderableMenu(reads.categories);
  const printGroupUuid = crypto.randomUUID();
  const body: OrderBody | null = menu && {
    printGroupUuid,
    shopSeq: shop,
    tableNum: table,
    localeCode: 'ko',
    tableToken: token,
    lines: [{ menuSeq: menu.menuSeq, quantity: 1, optionUuids: [], totalPrice: menu.menuPrice, requestText: NOTE }],
    totalPrice: menu.menuPrice,
    requestText: NOTE,
  };

  await checker.check(
    'placeOrder',
    {},
    async (send) => {
      const { status, code } = await errorBodyOf(
        await send({ body: { ...(body ?? {}), printGroupUuid: crypto.randomUUID(), tableToken: 'not-a-token' } }),
      );
      if (status !== 401) throw new Failure(`a wrong table token answered ${status} ${code}; the app needs 401`);
      return { outcome: 'ok', detail: `wrong table token: 401 ${code}` };
    },
    'error body',
  );

  let placed: OrderPlaced | null = null;
  await checker.check('placeOrder', {}, async (send) => {
    if (!menu || !body) throw new Failure('no menu on sale without a required option: nothing to order');
    placed = parseJsonAnswer(
      'placeOrder',
      await bodyOf(await send({ body, idempotencyKey: printGroupUuid })),
    ) as OrderPlaced;
    if (placed.printGroupUuid !== printGroupUuid)
      throw new Failure(`answered another print group id, ${placed.printGroupUuid}`);
    if (placed.totalPrice !== menu.menuPrice)
      throw new Failure(`priced ${placed.totalPrice}, the menu says ${menu.menuPrice}`);
    const again = parseJsonAnswer(
      'placeOrder',
      await bodyOf(await send({ body, idempotencyKey: printGroupUuid })),
    ) as OrderPlaced;
    if (again.printGroupUuid !== placed.printGroupUuid || again.orderNo !== placed.orderNo) {
      throw new Failure('the same order sent again with the same key was taken as another order');
    }
    const kind = placed.orderNo
      ? `at the counter, number ${placed.orderNo}`
      : `awaiting ${placed.gateway?.provider ?? 'a'} card payment`;
    return { outcome: 'ok', detail: `200, ${menu.menuName} ${menu.menuPrice}, ${kind}; the repeat answered the same` };
  });
  const order = placed as OrderPlaced | null;
  if (!order) return;
  const byId = { query: { printGroupUuid } };

  await checker.check('printLogAll', byId, async (send) => {
    const group = parseJsonAnswer('printLogAll', await bodyOf(await send())) as {
      shopSeq: number;
      tableNum: number;
      printLog: unknown[];
    };
    if (group.shopSeq !== shop || group.tableNum !== table)
      throw new Failure(`the order is at shop ${group.shopSeq} table ${group.tableNum}`);
    return { outcome: 'ok', detail: `200, ${group.printLog.length} line(s) of the test order` };
  });
  await checker.check('paymentResult', { query: { mchtTrdNo: printGroupUuid } }, async (send) => {
    if (order.orderNo) {
      parseJsonAnswer('paymentResult', await bodyOf(await send()));
      return { outcome: 'ok', detail: '200, the counter order’s result' };
    }
    await bodyOf(await send(), [204]);
    return { outcome: 'ok', detail: '204: the card order is not paid' };
  });
  await checker.check('orderNumber', { path: { printGroupUuid } }, async (send) => {
    const code = (await bodyOf(await send())).trim();
    return { outcome: 'ok', detail: code ? `200, ${JSON.stringify(code)}` : '200, empty (not known yet)' };
  });
  if (!order.orderNo) {
    await checker.check('orderCancel', {}, async () => ({
      outcome: 'skip',
      detail: 'not called: the card order stays unpaid, nothing to cancel',
    }));
    return;
  }
  const orderNo = order.orderNo;
  await checker.check('orderCancel', { path: { orderNo, printGroupUuid } }, async (send) => {
    await bodyOf(await send({ body: reads.shopInfo }), [200, 201, 202, 204]);
    return { outcome: 'ok', detail: 'the test order is cancelled' };
  });
}
