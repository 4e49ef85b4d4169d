/** The PC-like card window: the gateway's layer over the payment page, and a desktop browser to see it. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { OpenTable } from './cart-seed.ts';
import { cancelPageOf, paymentInFlight, paymentStatus } from './payment-flow.ts';

/** A desktop Chrome on Linux: the gateways' scripts open their PC layer for it, not the phone page. */
export const DESKTOP = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  viewport: { width: 1280, height: 900 },
  isMobile: false,
  hasTouch: false,
};

/** Presses pay and waits for the gateway's layer; the address stays on the payment page. */
export async function openLayer(page: Page) {
  const address = page.url();
  await page
    .locator('.bottom-bar')
    .getByRole('button', { name: /결제하기/ })
    .click();
  const layer = page.getByRole('dialog', { name: '카드 결제 · Card payment' });
  await expect(layer).toBeVisible();
  expect(page.url()).toBe(address);
  return { layer, window: page.frameLocator('iframe[title="카드 결제 · Card payment"]') };
}

/** Declines in the layer: the relay is refused the approval, the cancel page says so, nothing is paid. */
export async function declineInLayer(page: Page, request: APIRequestContext, table: OpenTable): Promise<void> {
  const { window } = await openLayer(page);
  const uuid = await paymentInFlight(page);
  await window.getByRole('button', { name: /Decline/ }).click();
  await expect(page).toHaveURL(cancelPageOf(table, true));
  await expect(page.getByRole('heading', { name: '카드 결제가 거절되었습니다.' })).toBeVisible();
  expect(await paymentStatus(request, uuid)).toBe(204);
}
