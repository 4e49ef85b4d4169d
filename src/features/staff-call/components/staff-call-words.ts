/** The reasons' words and the time a call is shown with. */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffCallReason } from '../../../api/contract/staff-call.ts';
import { shopTimestamp } from '../../../api/contract/timestamp.ts';

export const REASON_WORDS: Record<StaffCallReason, MessageDescriptor> = {
  water: msg`Water`,
  cutlery: msg`Cutlery`,
  napkins: msg`Napkins`,
  bill: msg`The bill`,
  staff: msg`A member of staff`,
};

/** HH:mm on the shop's clock, as the app shows every order time. */
export function shopClockTime(ms: number): string {
  const stamp = shopTimestamp(new Date(ms));
  return `${stamp.slice(8, 10)}:${stamp.slice(10, 12)}`;
}
