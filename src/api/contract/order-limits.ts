/**
 * The order service's count rules for one order, shared by the demo service (which refuses with
 * the codes below) and the app (which says so before it sends, and reads the same codes when a
 * service refuses): at most `LIMITS.orderLines` lines, and at most `LIMITS.menuQuantity` of one
 * menu over all its lines (the same menu with other options is another line, the same menu).
 */
import { LIMITS } from './limits.ts';

export type OrderLimitProblem =
  | { kind: 'lines'; count: number }
  | { kind: 'menuQuantity'; menuSeq: number; quantity: number };

/** The service's error codes for each problem (422). */
export const ORDER_LIMIT_CODES = {
  lines: 'too_many_lines',
  menuQuantity: 'menu_quantity_over_limit',
} as const satisfies Record<OrderLimitProblem['kind'], string>;

/** The first limit the lines break, or null. Too many lines is told first: it is the cart as a whole. */
export function orderLimitProblem(lines: readonly { menuSeq: number; quantity: number }[]): OrderLimitProblem | null {
  if (lines.length > LIMITS.orderLines) return { kind: 'lines', count: lines.length };
  const perMenu = new Map<number, number>();
  for (const { menuSeq, quantity } of lines) {
    const total = (perMenu.get(menuSeq) ?? 0) + quantity;
    if (total > LIMITS.menuQuantity) return { kind: 'menuQuantity', menuSeq, quantity: total };
    perMenu.set(menuSeq, total);
  }
  return null;
}

/** Which limit a service's refusal names, from its error code; null for any other refusal. */
export function orderLimitOfCode(code: string | undefined): OrderLimitProblem['kind'] | null {
  if (code === ORDER_LIMIT_CODES.lines) return 'lines';
  if (code === ORDER_LIMIT_CODES.menuQuantity) return 'menuQuantity';
  return null;
}
