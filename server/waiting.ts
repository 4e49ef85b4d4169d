/**
 * The waiting list: one queue per shop, numbered per day, positions counted among the parties
 * still waiting (1 = next). A registration id is an unguessable UUID, and holding it is all it
 * takes to read or cancel the registration.
 */
import type { WaitingRegisterBody } from '../src/api/contract/calls.ts';
import type { ShopWaitingInfo, WaitingRegistration } from '../src/api/contract/entities.ts';
import { ApiError } from './http.ts';
import { requireShop } from './lookup.ts';
import type { SeedShop } from './seed/types.ts';
import { type DemoState, enqueue, type Registration, type WaitingQueue } from './state.ts';

export const MAX_PARTY = 8;

function waitingParties(queue: WaitingQueue): Registration[] {
  return queue.registrations.filter((registration) => registration.status === 'WAITING');
}

/** A shop that keeps no waiting list reads as CLOSED with nobody waiting. */
export function waitingInfoOf(shop: SeedShop, queue: WaitingQueue | undefined): ShopWaitingInfo {
  return {
    shopName: shop.info.shopName,
    waitingStatus: queue?.status ?? 'CLOSED',
    waitingCount: queue ? waitingParties(queue).length : 0,
    useAdult: queue?.useAdult ?? false,
    useKid: queue?.useKid ?? false,
    openTime: shop.info.openTime,
    closeTime: shop.info.closeTime,
  };
}

export function registrationOf(state: DemoState, registration: Registration): WaitingRegistration {
  const shop = requireShop(state, registration.shopSeq);
  const queue = state.waiting.get(registration.shopSeq);
  const position = queue ? waitingParties(queue).indexOf(registration) + 1 : 0;
  return {
    shopName: shop.info.shopName,
    waitingOrder: position,
    waitingNumber: registration.waitingNumber,
    waitingStatus: registration.status,
    adultCount: registration.adultCount,
    kidCount: registration.kidCount,
    openTime: shop.info.openTime,
    closeTime: shop.info.closeTime,
  };
}

/** The shop's waiting list; a shop that keeps none answers 409. */
export function requireQueue(state: DemoState, shopSeq: number): WaitingQueue {
  requireShop(state, shopSeq);
  const queue = state.waiting.get(shopSeq);
  if (!queue) throw new ApiError(409, 'waiting_not_used', `Shop ${shopSeq} keeps no waiting list.`);
  return queue;
}

export function register(state: DemoState, body: WaitingRegisterBody, now: Date): Registration {
  const queue = requireQueue(state, body.shopSeq);
  if (queue.status !== 'AVAILABLE') {
    throw new ApiError(409, 'waiting_not_available', `Shop ${body.shopSeq} takes no registrations (${queue.status}).`);
  }
  checkParty(queue, body);
  return enqueue(state, queue, body.shopSeq, { phone: body.userPhoneNumber, ...body }, now);
}

/**
 * A party is 1 to 8 people, with at least one adult where adults are counted. A count the shop
 * does not take must be 0, and a shop that takes neither (it asks no party size) gets 0 and 0.
 */
function checkParty(queue: WaitingQueue, body: Pick<WaitingRegisterBody, 'adultCount' | 'kidCount'>): void {
  if ((!queue.useAdult && body.adultCount !== 0) || (!queue.useKid && body.kidCount !== 0)) {
    throw new ApiError(422, 'invalid_party_size', 'This shop does not count that part of a party; send 0.');
  }
  if (!queue.useAdult && !queue.useKid) return;
  const total = body.adultCount + body.kidCount;
  if (total < 1 || total > MAX_PARTY) {
    throw new ApiError(422, 'invalid_party_size', `A party is 1 to ${MAX_PARTY} people; this one is ${total}.`);
  }
  if (queue.useAdult && body.adultCount < 1) {
    throw new ApiError(422, 'invalid_party_size', 'A party needs at least one adult.');
  }
}

export function requireRegistration(state: DemoState, waitingUuid: string): Registration {
  const registration = state.registrations.get(waitingUuid);
  if (!registration) throw new ApiError(404, 'unknown_registration', 'There is no such waiting registration.');
  return registration;
}

/** Cancelling again is harmless; a party that has already entered cannot be cancelled. */
export function cancelRegistration(state: DemoState, waitingUuid: string): Registration {
  const registration = requireRegistration(state, waitingUuid);
  if (registration.status === 'ENTERED') throw new ApiError(409, 'already_entered', 'This party has already entered.');
  registration.status = 'CANCEL';
  return registration;
}

/** The next waiting party enters; everyone behind moves up one place. */
export function advanceQueue(state: DemoState, shopSeq: number): Registration | null {
  const queue = requireQueue(state, shopSeq);
  const next = waitingParties(queue)[0];
  if (next) next.status = 'ENTERED';
  return next ?? null;
}
