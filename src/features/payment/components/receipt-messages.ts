import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReceiptSendOutcome } from '../receipt-send.ts';

/** Spec section 8's receipt messages, plus the offline queue's. */
export const RECEIPT_MESSAGES: Record<ReceiptSendOutcome, MessageDescriptor> = {
  sent: msg`The receipt has been sent.`,
  'already-sent': msg`This receipt has already been sent.`,
  /** The service's limit per order (3 numbers, 5 messages in the demo): a resend cannot help. */
  limit: msg`This order's receipt cannot be sent any more.`,
  failed: msg`Failed to send the receipt.`,
  queued: msg`You are offline. The receipt is queued and will be sent when the connection is back.`,
};
