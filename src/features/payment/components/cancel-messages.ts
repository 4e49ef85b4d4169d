import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CancelOutcome } from '../order-cancel.ts';

/** Spec section 8's cancel messages (orderCanceled, alreadyOrderCompleted, alreadyOrderCanceled, …). */
export const CANCEL_MESSAGES: Record<CancelOutcome, MessageDescriptor> = {
  canceled: msg`The order has been cancelled.`,
  alreadyOrderCompleted: msg`The shop has already accepted this order. An order cannot be cancelled after it is accepted.`,
  alreadyOrderCanceled: msg`This order has already been cancelled.`,
  refused: msg`Failed to cancel the order. If this keeps happening, please contact the shop owner.`,
  failed: msg`Failed to cancel the order.`,
};
