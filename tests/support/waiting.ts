/** Waiting-list helpers: the demo shops by status, and a registration made straight through the API. */
import type { APIRequestContext } from '@playwright/test';

export const WAITING_SHOPS = { AVAILABLE: 10, IMMEDIATE: 11, UNAVAILABLE: 12, CLOSED: 13 } as const;

/** Registers a party the way the app does (no token) and returns the registration id. */
export async function registerByApi(
  request: APIRequestContext,
  party: { shopSeq?: number; phone?: string; adultCount?: number; kidCount?: number } = {},
): Promise<string> {
  const response = await request.post('/api/shop/waiting', {
    data: {
      shopSeq: party.shopSeq ?? WAITING_SHOPS.AVAILABLE,
      userPhoneNumber: party.phone ?? '01099998888',
      adultCount: party.adultCount ?? 2,
      kidCount: party.kidCount ?? 1,
    },
  });
  if (!response.ok()) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  return (await response.text()).replace(/"/g, '').trim();
}
