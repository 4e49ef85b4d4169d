import type { WaitingRegisterBody } from '../../api/contract/calls.ts';
import type { ShopWaitingInfo, WaitingRegistration } from '../../api/contract/entities.ts';
import { ApiError } from '../../api/errors.ts';
import { request } from '../../shared/request.ts';
import { messageKey } from '../../worker-contract/outbox.ts';

/** The shop's waiting status and counters. Sent with the bearer token when there is one. */
export function getShopWaiting(shopSeq: number, signal?: AbortSignal): Promise<ShopWaitingInfo> {
  return request('shopWaiting', { query: { shopSeq }, signal });
}

/**
 * One party's registration, one key: the same shop, phone and party is the same registration, so
 * the diner's retry after a timeout (whose first try may have landed) is not a second place in
 * the queue. The service forgets the key once that registration is no longer waiting.
 */
export function waitingKey(body: WaitingRegisterBody): string {
  return messageKey([
    'waiting',
    String(body.shopSeq),
    body.userPhoneNumber,
    String(body.adultCount),
    String(body.kidCount),
  ]);
}

/** Registers the party and returns the registration's id (waitingUuid). Never retried by itself. */
export async function registerWaiting(body: WaitingRegisterBody, signal?: AbortSignal): Promise<string> {
  const waitingUuid = (await request('waitingRegister', { body, signal, idempotencyKey: waitingKey(body) })).trim();
  // Without an id there is no page to go to: the service broke the contract.
  if (!waitingUuid) throw new ApiError('invalid-response', 'waitingRegister', { issues: 'empty waitingUuid' });
  return waitingUuid;
}

export function getWaitingDetail(waitingUuid: string, signal?: AbortSignal): Promise<WaitingRegistration> {
  return request('waitingDetail', { path: { waitingUuid }, signal });
}

/** Anyone holding the id may cancel (spec section 6). */
export async function cancelWaiting(waitingUuid: string, signal?: AbortSignal): Promise<void> {
  await request('waitingCancel', { path: { waitingUuid }, signal });
}
