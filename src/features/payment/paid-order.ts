/**
 * The result page's arrival step (spec section 4): the lines that were paid join the order log
 * and the cart empties. Once per order, whatever happens to the page: the merge is idempotent by
 * print group id, and the temporary cart list is forgotten once it is logged.
 */
import type { PaymentResult, PrintLogGroup } from '../../api/contract/entities.ts';
import { shopTimestamp, timestampDatetime } from '../../api/contract/timestamp.ts';
import { completePaidOrder, type OrderFacts } from '../cart/public.ts';
import { forgetPayment, readTempCart } from './payment-session.ts';
import { isCardPayment } from './receipt-view.ts';

/** What the history keeps of an order, from the service's result and print log group. */
export function orderFactsOf(result: PaymentResult, group: PrintLogGroup): OrderFacts {
  return {
    settlement: isCardPayment(result) ? 'card' : 'counter',
    orderStatus: group.orderStatus?.status,
    payType: result.shopInfo.globalPayType,
    // The service's own time for the order, so the history shows the time the result page shows.
    orderedAt: timestampDatetime(result.trdDtm) ? result.trdDtm : shopTimestamp(new Date()),
  };
}

const recorded = new Set<string>();

export async function recordPaidOrder(
  printGroupUuid: string,
  table: { shopSeq: number; tableNum: number },
  now: Date,
  facts: OrderFacts,
): Promise<void> {
  if (recorded.has(printGroupUuid)) return;
  recorded.add(printGroupUuid);
  await logPaidOrder(printGroupUuid, table, now, facts);
  forgetPayment(printGroupUuid);
}

/** The lines this device kept for the order join the log and leave the cart; the attempt stays. */
export async function logPaidOrder(
  printGroupUuid: string,
  table: { shopSeq: number; tableNum: number },
  now: Date,
  facts: OrderFacts,
): Promise<void> {
  const temp = readTempCart();
  // Without the list (the receipt opened in another tab or from the smart receipt link) there is
  // nothing of this device's to log, and the cart here belongs to a later order: leave both.
  if (temp?.printGroupUuid === printGroupUuid) {
    await completePaidOrder(table.shopSeq, table.tableNum, temp.lines, printGroupUuid, now, facts);
  }
}
