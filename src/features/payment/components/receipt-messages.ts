import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReceiptSendOutcome } from '../receipt-send.ts';

/** Spec section 8's receipt messages, plus the offline queue's. */
export const RECEIPT_MESSAGES: Record<ReceiptSendOutcome, MessageDescriptor> = {
  sent: msg`The receipt has been sent.`,
  'already-sent': msg`This receipt has already been sent.`,
  failed: msg`Failed to send the receipt.`,
  queued: msg`You are offline. The receipt is queued and will be sent when the connection is back.`,
};
