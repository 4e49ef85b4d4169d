/**
 * Orders placed straight through the demo service's API (`POST /api/order`), as the payment
 * screens would place them for a shop that takes payment at the counter: the order is placed at
 * once and shows in the table's order status.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { DemoService } from './demo-service.ts';

export interface DemoOrderLine {
  menuSeq: number;
  quantity: number;
  optionUuids?: string[];
  /** The line total the service will recompute (unit price with options × quantity). */
  totalPrice: number;
}

export async function placeCounterOrder(
  request: APIRequestContext,
  demo: DemoService,
  order: { shopSeq: number; tableNum: number; lines: DemoOrderLine[] },
): Promise<string> {
  const link = await demo.tableLink(order.shopSeq, order.tableNum);
  const tableToken = new URL(link, 'http://x').searchParams.get('token') ?? '';
  const printGroupUuid = randomUUID();
  const response = await request.post('/api/order', {
    data: {
      printGroupUuid,
      shopSeq: order.shopSeq,
      tableNum: order.tableNum,
      localeCode: 'ko',
      tableToken,
      lines: order.lines.map((line) => ({ ...line, optionUuids: line.optionUuids ?? [], requestText: null })),
      totalPrice: order.lines.reduce((sum, line) => sum + line.totalPrice, 0),
    },
  });
  if (!response.ok()) throw new Error(`placing the order failed: ${response.status()} ${await response.text()}`);
  return printGroupUuid;
}
